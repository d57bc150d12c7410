use osr_magic::Error;
use osr_magic::constitution::{
    Blessing, MinuteOfDay, PRAYER_MINUTES, Penance, Purpose, Specialisation, Specialisations,
};

fn priest() -> Specialisations {
    Specialisations::of(&[Specialisation::Ordained])
}

fn minute(h: u32, m: u32) -> MinuteOfDay {
    MinuteOfDay::new(h * 60 + m).unwrap()
}

#[test]
fn only_an_ordained_priest_asks_for_a_blessing() {
    // rule: TC-11.1
    let asked = Blessing::ask(priest(), Purpose::Just, Penance::new(0).unwrap()).unwrap();
    assert_eq!(asked.blessing.purpose(), Purpose::Just);
    assert!(matches!(
        Blessing::ask(
            Specialisations::NONE,
            Purpose::Just,
            Penance::new(0).unwrap()
        ),
        Err(Error::NotInitiated { .. })
    ));
}

#[test]
fn a_blessing_takes_thirty_minutes_and_lasts_a_sunrise_and_a_sunset() {
    // rule: TC-11.2
    let asked = Blessing::ask(priest(), Purpose::Just, Penance::new(0).unwrap()).unwrap();
    assert_eq!((asked.minutes, PRAYER_MINUTES), (30, 30));
    let b = asked.blessing;
    // X23: prayers end 14:30, sunset 19:00, sunrise 06:00 -> ends 06:00.
    assert_eq!(
        b.lasts(minute(14, 30), minute(6, 0), minute(19, 0)),
        15 * 60 + 30
    );
    // Before dawn: sunrise 06:00 first, then sunset 19:00 ends it.
    assert_eq!(b.lasts(minute(4, 0), minute(6, 0), minute(19, 0)), 15 * 60);
    // After sunset: the next sunrise comes first, the next sunset ends it.
    assert_eq!(b.lasts(minute(20, 0), minute(6, 0), minute(19, 0)), 23 * 60);
}

#[test]
fn a_selfish_purpose_gives_penance() {
    // rule: TC-11.3
    let asked = Blessing::ask(priest(), Purpose::Selfish, Penance::new(0).unwrap()).unwrap();
    assert_eq!(asked.penance.get(), 1);
    assert!(
        Blessing::ask(
            priest(),
            Purpose::Selfish,
            Penance::new(Penance::MAX).unwrap()
        )
        .is_err()
    );
}

#[test]
fn acting_on_a_just_purpose_removes_a_penance() {
    // rule: TC-11.4
    let just = Blessing::ask(priest(), Purpose::Just, Penance::new(2).unwrap()).unwrap();
    assert_eq!(just.penance.get(), 2);
    assert_eq!(just.blessing.fulfilled(just.penance).get(), 1);
    assert_eq!(just.blessing.fulfilled(Penance::new(0).unwrap()).get(), 0);
    let selfish = Blessing::ask(priest(), Purpose::Selfish, Penance::new(2).unwrap()).unwrap();
    assert_eq!(selfish.blessing.fulfilled(selfish.penance).get(), 3);
}

#[test]
fn the_blessed_get_plus_one_pursuing_the_purpose() {
    // rule: TC-11.5
    let b = Blessing::ask(priest(), Purpose::Just, Penance::new(0).unwrap())
        .unwrap()
        .blessing;
    assert_eq!(b.modifier(true), 1);
    assert_eq!(b.modifier(false), 0);
}
