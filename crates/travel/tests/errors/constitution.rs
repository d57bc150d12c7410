//! 3d6 Constitution's travel errors.

use insta::assert_snapshot;
use osr_travel::constitution::{LightSource, Load, Terrain, Trek, light};
use osr_travel::{Clock, Unit};

#[test]
fn constitution_errors() {
    assert_snapshot!(Terrain::lookup("ocean").unwrap_err(), @r#"unknown terrain id "ocean""#);
    assert_snapshot!(
        light(LightSource::Torch, &mut Clock::new(Unit::Day), 1).unwrap_err(),
        @"lighting a light source is not allowed: its burning time is counted in exploration turns"
    );
    assert_snapshot!(
        light(LightSource::Torch, &mut Clock::new(Unit::Turn), 2).unwrap_err(),
        @"refuelling is not allowed: only a lantern takes more than one measure of fuel"
    );
    assert_snapshot!(Trek::new(3, 100_001, Load::Unencumbered).unwrap_err(), @"rations must be in 0..=100000, got 100001");
}
