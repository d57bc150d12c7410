use insta::assert_snapshot;
use osr_core::SuppliedFaces;
use osr_magic::murdham::Corruption;

#[test]
fn murdham_messages() {
    assert_snapshot!(Corruption::new(1001).unwrap_err(), @"corruption must be in 0..=1000, got 1001");
    let err = Corruption::new(999)
        .unwrap()
        .gain(4, &mut SuppliedFaces::new(&[1]))
        .unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
    assert_snapshot!(err, @"corruption must be in 0..=1000, got 1003");
}
