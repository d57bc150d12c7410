//! Mojo: costs, bids and what they buy on the side.

use osr_advancement::Error;
use osr_advancement::gods_and_monsters::{
    AbilityRate, Bid, Mojo, MojoCosts, Purchase, Technique, coins_for_mojo, just_in_time_bonus,
    pooled_cost,
};
use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Resolved};
use osr_core::SuppliedFaces;
use osr_equipment::gods_and_monsters::Price;

const SEED: MojoCosts = MojoCosts::SEED;

fn cost(purchase: Purchase) -> u32 {
    purchase.cost(&SEED).unwrap()
}

#[test]
fn ability_increases_cost_a_multiple_of_the_score() {
    // rule: GM-adv.mojo.ability
    let raise = |score, rate| cost(Purchase::Ability { score, rate });
    assert_eq!(raise(17, AbilityRate::ForSpecialty), 17);
    assert_eq!(raise(17, AbilityRate::Archetypal), 34);
    assert_eq!(raise(12, AbilityRate::Normal), 36);
}

#[test]
fn fields_and_skills() {
    // rule: GM-adv.mojo.fields
    assert_eq!(cost(Purchase::NewField), 11);
    assert_eq!(cost(Purchase::FieldBonus { current: 2 }), 6);
    assert_eq!(cost(Purchase::FieldBonus { current: 5 }), 9);
    assert_eq!(cost(Purchase::FieldBonus { current: 1 }), 5);
    assert_eq!(cost(Purchase::Skill { preferred: true }), 5);
    assert_eq!(cost(Purchase::Skill { preferred: false }), 7);
}

#[test]
fn monk_techniques() {
    // rule: GM-adv.mojo.monk
    assert_eq!(
        cost(Purchase::Technique {
            technique: Technique::OneSkill
        }),
        2
    );
    assert_eq!(
        cost(Purchase::Technique {
            technique: Technique::Field
        }),
        4
    );
    assert_eq!(
        cost(Purchase::Technique {
            technique: Technique::ConvertOneSkill
        }),
        3
    );
    assert_eq!(
        cost(Purchase::Technique {
            technique: Technique::ConvertTwoSkill
        }),
        2
    );
}

#[test]
fn weapon_skills_and_the_fighting_art_bonus() {
    // rule: GM-adv.mojo.weapon-skill
    assert_eq!(cost(Purchase::WeaponSkill { warrior: true }), 5);
    assert_eq!(cost(Purchase::WeaponSkill { warrior: false }), 7);
    // rule: GM-adv.fighting-art
    assert!(matches!(
        Purchase::FightingArtBonus.cost(&SEED),
        Err(Error::Invalid { .. })
    ));
}

#[test]
fn mojo_buys_spells_coins_and_a_recovery_and_pools() {
    // rule: GM-adv.mojo.uses
    assert_eq!(cost(Purchase::Spell { level: 3 }), 9);
    assert_eq!(cost(Purchase::SpellRetry), 2);
    assert_eq!(cost(Purchase::SemiConsciousness), 1);
    assert!(Purchase::Spell { level: 0 }.cost(&SEED).is_err());
    // Two sorcerors pool on a spell: the dearer cost applies.
    assert_eq!(pooled_cost(&[9, 12]), Some(12));
    // Toromeen trades 1 of his 16 mojo for 30 coins: 18 + 30 - 27 = 21.
    let mojo = Mojo::new(16)
        .buy(Purchase::Coins { mojo: 1 }, &SEED)
        .unwrap();
    assert_eq!(mojo, Mojo::new(15));
    let coins = Price::whole(18)
        .checked_add(coins_for_mojo(1, &SEED).unwrap())
        .and_then(|c| c.checked_sub(Price::whole(27)))
        .unwrap();
    assert_eq!(coins, Price::whole(21));
    // What the character cannot afford is refused, and nothing is spent.
    assert_eq!(
        Mojo::new(10).buy(Purchase::NewField, &SEED),
        Err(Error::NotEnoughMojo { cost: 11, have: 10 })
    );
    assert_eq!(
        Mojo::new(3).gain(-1),
        Err(Error::NegativeAward { value: -1 })
    );
    assert_eq!(
        Mojo::new(u32::MAX).gain(1),
        Err(Error::Overflow { what: "mojo" })
    );
}

#[test]
fn a_bid_covering_the_miss_spends_exactly_the_miss() {
    // rule: GM-adv.mojo.bid
    // A roll against 10 that shows 14: missed by 4.
    let roll = Roll::new(10).unwrap();
    let failed = roll.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    let missed_by = failed.missed_by();
    assert_eq!(missed_by, Some(4));
    let bid = Bid::settle(Mojo::new(16), missed_by, 6, true).unwrap();
    assert!(bid.turned);
    assert_eq!((bid.spent, bid.xp, bid.mojo_after), (4, 200, Mojo::new(12)));
    let short = Bid::settle(Mojo::new(16), missed_by, 3, true).unwrap();
    assert!(!short.turned);
    assert_eq!(
        (short.spent, short.xp, short.mojo_after),
        (0, 0, Mojo::new(16))
    );
    assert!(Bid::settle(Mojo::new(16), missed_by, 6, false).is_err());
    assert!(Bid::settle(Mojo::new(16), None, 6, true).is_err());
    assert_eq!(
        Bid::settle(Mojo::new(5), missed_by, 6, true),
        Err(Error::NotEnoughMojo { cost: 6, have: 5 })
    );
    assert_eq!(failed.band(), osr_check::PassFail::Fail);
    // A useless success may be withdrawn: the 4 mojo come back, no XP.
    let back = bid.withdraw().unwrap();
    assert_eq!(
        (back.turned, back.spent, back.xp, back.mojo_after),
        (false, 0, 0, Mojo::new(16))
    );
    assert!(short.withdraw().is_err());
}

#[test]
fn a_bid_worth_a_purchase_gives_it_free() {
    // rule: GM-adv.mojo.increase
    // Language Science +1; bid 7, needed 6; +2 costs 5.
    let bid = Bid::settle(Mojo::new(20), Some(6), 7, true).unwrap();
    let raise = Purchase::FieldBonus { current: 1 };
    let gains = bid
        .free_gains(
            &[
                raise,
                Purchase::NewField,
                Purchase::Skill { preferred: true },
            ],
            &SEED,
        )
        .unwrap();
    // A skill (5) would qualify too; the field (11) would not.
    assert_eq!(gains, [raise, Purchase::Skill { preferred: true }]);
    // Exactly the cost is enough.
    let needed_5 = Bid::settle(Mojo::new(20), Some(5), 5, true).unwrap();
    assert_eq!(needed_5.free_gains(&[raise], &SEED).unwrap(), [raise]);
    let needed_4 = Bid::settle(Mojo::new(20), Some(4), 7, true).unwrap();
    assert!(needed_4.free_gains(&[raise], &SEED).unwrap().is_empty());
}

#[test]
fn bought_just_before_a_roll_the_mojo_is_its_bonus() {
    // rule: GM-adv.mojo.just-in-time
    assert_eq!(
        just_in_time_bonus(Purchase::Skill { preferred: true }, &SEED).unwrap(),
        5
    );
    assert_eq!(
        just_in_time_bonus(Purchase::FieldBonus { current: 3 }, &SEED).unwrap(),
        7
    );
    assert_eq!(just_in_time_bonus(Purchase::NewField, &SEED).unwrap(), 11);
    assert!(just_in_time_bonus(Purchase::Spell { level: 1 }, &SEED).is_err());
}

#[test]
fn practical_mojo_buys_fields_skills_and_spells_only() {
    // rule: GM-adv.practical-mojo
    assert!(Purchase::NewField.practical(false));
    assert!(Purchase::Skill { preferred: true }.practical(false));
    assert!(Purchase::Spell { level: 2 }.practical(false));
    assert!(!Purchase::Skill { preferred: true }.practical(true));
    assert!(
        !Purchase::Ability {
            score: 12,
            rate: AbilityRate::Normal
        }
        .practical(false)
    );
    assert!(!Purchase::WeaponSkill { warrior: true }.practical(false));
    assert!(!Purchase::FightingArtBonus.practical(false));
}

#[test]
fn a_referee_may_change_the_costs() {
    let house = MojoCosts {
        new_field: 9,
        skill: 4,
        ..SEED
    };
    assert_eq!(Purchase::NewField.cost(&house).unwrap(), 9);
    assert_eq!(Purchase::Skill { preferred: true }.cost(&house).unwrap(), 4);
    assert_eq!(Purchase::FieldBonus { current: 2 }.cost(&house).unwrap(), 6);
}
