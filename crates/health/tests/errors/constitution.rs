//! The messages of 3d6 Constitution's errors.

use insta::assert_snapshot;
use osr_core::SuppliedFaces;
use osr_health::Error;
use osr_health::constitution::{Keep, Vitality};

#[test]
fn constitution_messages() {
    let mut pc = Vitality::new(2, 7).unwrap();
    let err = pc
        .short_rest(Keep::Higher, &mut SuppliedFaces::new(&[3, 4]))
        .unwrap_err();
    assert_eq!((err.kind(), &err), ("not_tough", &Error::NotTough));
    assert_snapshot!(err, @"only a tough character may keep the previous hit points");
    let err = Vitality::new(2, 1).unwrap().with_level(1, 2).unwrap_err();
    assert_snapshot!(err, @"major wound marks 2 is above its maximum 1");
}
