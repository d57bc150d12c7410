//! Rolling the order: a d6 a side or a d6 each, ties settled by the rules
//! chosen, and the exact odds of who goes first.

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::Odds;
use osr_core::{Die, FaceSource};

use crate::{Error, Side};

use super::{Event, IndividualTies, Method, Setup, SideTies};

/// Most times a tie is rolled again before the roll gives up: far more
/// than any fair die needs.
pub const MAX_REROLLS: u32 = 100;

/// One turn of the order: the combatants who act in it (one, a whole
/// side, or everyone tied simultaneously) and its count, the d6 that put
/// it there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSlot"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Slot {
    /// The count.
    pub count: u32,
    /// Who acts, in the order listed.
    pub ids: Vec<u32>,
}

/// Who goes first under side initiative, the band of [`side_odds`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSideOrder"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SideOrder {
    /// The party acts first.
    PartyFirst,
    /// Both act at once.
    Simultaneous,
    /// The foes act first.
    FoesFirst,
}

/// The exact odds of who acts first under side initiative: each side's d6
/// over all 36 pairs, ties settled by `ties` (a re-roll leaves the odds of
/// the pairs that are not tied).
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_combat::initiative::{SideOrder, SideTies, side_odds};
///
/// let p = |n: i64, d: i64| BigRational::new(n.into(), d.into());
/// assert_eq!(side_odds(SideTies::Simultaneous).probability(&SideOrder::PartyFirst), Some(p(15, 36)));
/// assert_eq!(side_odds(SideTies::PartyFirst).probability(&SideOrder::PartyFirst), Some(p(21, 36)));
/// assert_eq!(side_odds(SideTies::Reroll).probability(&SideOrder::PartyFirst), Some(p(1, 2)));
/// ```
#[must_use]
pub fn side_odds(ties: SideTies) -> Odds<SideOrder> {
    let mut weights = Vec::new();
    for party in 1..=6_u32 {
        for foes in 1..=6_u32 {
            let band = match (party.cmp(&foes), ties) {
                (core::cmp::Ordering::Greater, _)
                | (core::cmp::Ordering::Equal, SideTies::PartyFirst) => SideOrder::PartyFirst,
                (core::cmp::Ordering::Less, _) => SideOrder::FoesFirst,
                (core::cmp::Ordering::Equal, SideTies::Simultaneous) => SideOrder::Simultaneous,
                (core::cmp::Ordering::Equal, SideTies::Reroll) => continue,
            };
            weights.push((band, BigRational::from_integer(1.into())));
        }
    }
    let total = BigRational::from_integer(weights.len().into());
    let weights = weights.into_iter().map(|(b, w)| (b, w / &total));
    // Equal shares of the counted pairs: positive, summing to 1.
    Odds::new(weights, None).unwrap_or_else(|_| Odds::certain(SideOrder::Simultaneous))
}

/// Rolls the order of the combatants still `present` (one flag per
/// combatant listed), by the setup's method.
pub(super) fn roll<S: FaceSource + ?Sized>(
    setup: &Setup,
    present: &[bool],
    source: &mut S,
    events: &mut Vec<Event>,
) -> Result<Vec<Slot>, Error> {
    let entrants: Vec<(u32, Side)> = setup
        .entrants()
        .iter()
        .zip(present)
        .filter(|(_, p)| **p)
        .map(|(e, _)| (e.id, e.side))
        .collect();
    let members = |side: Side| -> Vec<u32> {
        entrants
            .iter()
            .filter(|(_, s)| *s == side)
            .map(|(id, _)| *id)
            .collect()
    };
    match setup.rules().method {
        Method::Side(ties) => {
            let mut rolls = 0;
            loop {
                let party = d6(source)?;
                events.push(Event::SideRolled {
                    side: Side::Party,
                    face: party,
                });
                let foes = d6(source)?;
                events.push(Event::SideRolled {
                    side: Side::Foes,
                    face: foes,
                });
                let p = Slot {
                    count: party,
                    ids: members(Side::Party),
                };
                let f = Slot {
                    count: foes,
                    ids: members(Side::Foes),
                };
                return Ok(match (party.cmp(&foes), ties) {
                    (core::cmp::Ordering::Greater, _)
                    | (core::cmp::Ordering::Equal, SideTies::PartyFirst) => alloc::vec![p, f],
                    (core::cmp::Ordering::Less, _) => alloc::vec![f, p],
                    (core::cmp::Ordering::Equal, SideTies::Simultaneous) => {
                        let ids = entrants.iter().map(|(id, _)| *id).collect();
                        alloc::vec![Slot { count: party, ids }]
                    }
                    (core::cmp::Ordering::Equal, SideTies::Reroll) => {
                        rolls += 1;
                        if rolls >= MAX_REROLLS {
                            return Err(Error::Check(osr_check::Error::Unresolved {
                                what: "side initiative tie",
                                rolls,
                            }));
                        }
                        continue;
                    }
                });
            }
        }
        Method::Individual(ties) => individual(&entrants, ties, source, events),
    }
}

fn d6<S: FaceSource + ?Sized>(source: &mut S) -> Result<u32, Error> {
    let face = source.next_face(Die::D6)?;
    if !Die::D6.has_face(face) {
        return Err(Error::Core(osr_core::Error::FaceOutOfRange {
            face,
            sides: 6,
            position: 0,
        }));
    }
    Ok(face)
}

/// Individual initiative: a d6 each in the order listed, then the order by
/// face, highest first, ties by `ties`.
fn individual<S: FaceSource + ?Sized>(
    entrants: &[(u32, Side)],
    ties: IndividualTies,
    source: &mut S,
    events: &mut Vec<Event>,
) -> Result<Vec<Slot>, Error> {
    // Each entrant's key: its d6, then any tie-breaking d6s.
    let mut keys: Vec<(usize, Vec<u32>)> = Vec::with_capacity(entrants.len());
    for (i, (id, _)) in entrants.iter().enumerate() {
        let face = d6(source)?;
        events.push(Event::Rolled { id: *id, face });
        keys.push((i, alloc::vec![face]));
    }
    if ties == IndividualTies::Reroll {
        let mut rolls = 0;
        loop {
            let tied: Vec<usize> = (0..keys.len())
                .filter(|&k| (0..keys.len()).any(|j| j != k && keys[j].1 == keys[k].1))
                .collect();
            if tied.is_empty() {
                break;
            }
            rolls += 1;
            if rolls > MAX_REROLLS {
                return Err(Error::Check(osr_check::Error::Unresolved {
                    what: "initiative tie",
                    rolls,
                }));
            }
            for k in tied {
                let face = d6(source)?;
                events.push(Event::TieRolled {
                    id: entrants[keys[k].0].0,
                    face,
                });
                keys[k].1.push(face);
            }
        }
    }
    // Highest key first; then the policy for what is still tied.
    let side_rank = |i: usize| match entrants[i].1 {
        Side::Party => 0,
        Side::Foes => 1,
    };
    keys.sort_by(|(a, ka), (b, kb)| {
        kb.cmp(ka).then_with(|| match ties {
            IndividualTies::PartyFirst => side_rank(*a).cmp(&side_rank(*b)).then(a.cmp(b)),
            _ => a.cmp(b),
        })
    });
    let mut order: Vec<Slot> = Vec::new();
    let mut last: Option<&Vec<u32>> = None;
    for (i, key) in &keys {
        let together = ties == IndividualTies::Simultaneous && last == Some(key);
        match order.last_mut() {
            Some(slot) if together => slot.ids.push(entrants[*i].0),
            _ => order.push(Slot {
                count: key[0],
                ids: alloc::vec![entrants[*i].0],
            }),
        }
        last = Some(key);
    }
    Ok(order)
}
