use osr_magic::Error;
use osr_magic::constitution::{CasterLevel, Slots, SpellLevel};
use proptest::prelude::*;

fn levels(list: &[u32]) -> Vec<SpellLevel> {
    list.iter()
        .map(|&l| SpellLevel::new(l).expect("a spell level"))
        .collect()
}

fn slots(level: u32) -> Slots {
    Slots::new(CasterLevel::new(level).expect("a caster level"))
}

/// Whether the spells fit slots `1..=caster_level`, by trying every way of
/// giving each spell its own slot of its level or higher.
fn brute_force(caster_level: u32, spells: &[u32]) -> bool {
    fn place(spells: &[u32], used: &mut Vec<bool>) -> bool {
        let Some((&first, rest)) = spells.split_first() else {
            return true;
        };
        for slot in 0..used.len() {
            if !used[slot] && slot as u32 + 1 >= first {
                used[slot] = true;
                if place(rest, used) {
                    return true;
                }
                used[slot] = false;
            }
        }
        false
    }
    place(spells, &mut vec![false; caster_level as usize])
}

/// Checks an assignment: one slot per spell, each slot used once, each at
/// least its spell's level and at most the caster's.
fn assert_valid(caster_level: u32, spells: &[u32], assigned: &[u32]) {
    assert_eq!(assigned.len(), spells.len());
    let mut seen = Vec::new();
    for (&spell, &slot) in spells.iter().zip(assigned) {
        assert!(
            slot >= spell && slot <= caster_level,
            "{spell} in slot {slot}"
        );
        assert!(!seen.contains(&slot), "slot {slot} used twice");
        seen.push(slot);
    }
}

#[test]
fn the_books_example_and_the_agreed_vectors() {
    // rule: TC-12.5
    // (caster level, spells, fits): the slot feasibility vectors.
    let vectors: [(u32, &[u32], bool); 12] = [
        (4, &[1, 2, 3, 4], true),
        (4, &[1, 2, 2, 4], true),
        (4, &[2, 2, 2, 1], true),
        (4, &[2, 2, 2, 2], false),
        (4, &[1, 3, 3, 4], false),
        (4, &[4, 4], false),
        (4, &[3, 3], true),
        (4, &[1, 1, 1, 1, 1], false),
        (3, &[2, 2, 2, 1], false),
        (3, &[1, 2, 2], true),
        (1, &[2], false),
        (4, &[5], false),
    ];
    for (level, spells, fits) in vectors {
        let answer = slots(level).fit(&levels(spells));
        assert_eq!(answer.is_ok(), fits, "level {level}, spells {spells:?}");
        if let Ok(assigned) = answer {
            assert_valid(level, spells, &assigned);
        }
    }
    // W8: {3,3,3} does not fit a 4th-level sage.
    assert!(!slots(4).fits(&levels(&[3, 3, 3])));
    assert_eq!(slots(4).fit(&levels(&[1, 2, 2, 4])).unwrap(), [1, 2, 3, 4]);
    assert_eq!(slots(4).fit(&levels(&[3, 3])).unwrap(), [3, 4]);
    assert_eq!(slots(4).levels().collect::<Vec<_>>(), [1, 2, 3, 4]);
}

#[test]
fn refusals_name_the_spells_and_the_level() {
    // rule: TC-12.5
    assert_eq!(
        slots(4).fit(&levels(&[1, 1, 1, 1, 1])),
        Err(Error::SpellsDoNotFit {
            spells: 5,
            caster_level: 4
        })
    );
    assert_eq!(
        slots(4).fit(&levels(&[4, 4])),
        Err(Error::SpellsDoNotFit {
            spells: 2,
            caster_level: 4
        })
    );
    assert!(SpellLevel::new(12).is_err());
}

proptest! {
    #[test]
    fn fitting_agrees_with_trying_every_assignment(
        caster_level in 1_u32..=8,
        spells in proptest::collection::vec(1_u32..=10, 0..=8),
    ) {
        let answer = slots(caster_level).fit(&levels(&spells));
        prop_assert_eq!(answer.is_ok(), brute_force(caster_level, &spells));
        if let Ok(assigned) = answer {
            assert_valid(caster_level, &spells, &assigned);
        }
    }

    #[test]
    fn fitting_large_casters_follows_the_sorted_bound(
        caster_level in 1_u32..=100,
        spells in proptest::collection::vec(1_u32..=10, 0..=30),
    ) {
        let mut sorted = spells.clone();
        sorted.sort_unstable();
        let n = sorted.len() as u32;
        let bound = n <= caster_level
            && sorted.iter().enumerate().all(|(i, &s)| s + n <= caster_level + i as u32 + 1);
        let answer = slots(caster_level).fit(&levels(&spells));
        prop_assert_eq!(answer.is_ok(), bound);
        if let Ok(assigned) = answer {
            assert_valid(caster_level, &spells, &assigned);
        }
    }
}
