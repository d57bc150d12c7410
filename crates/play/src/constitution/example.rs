//! The example's referee content, as data.

use alloc::vec;
use alloc::vec::Vec;

use osr_advancement::constitution::Gain;
use osr_combat::constitution::DamageDie;
use osr_equipment::constitution::ArmourClass;
use osr_travel::constitution::{Terrain, Weather};

use super::{Bulk, Monster, Referee, Road, Row, Site, Surprise, Treasure, Ware, WareKind};
use crate::{Error, Name};

/// A monster: name, count, HD, STR, WIT, AC, damage, morale, surprise.
type Beast = (
    &'static str,
    u32,
    u32,
    i32,
    i32,
    i32,
    DamageDie,
    u32,
    Surprise,
);

/// The market: name, price in silver, what it is.
#[rustfmt::skip]
const MARKET: [(&str, u32, WareKind); 13] = {
    use ArmourClass::{FullChain, HalfChain, LeatherHide};
    use WareKind::{Armour, Backpack, Rations, Shield, SpellBook, Torches, Weapon};
    [
        ("a sword", 10, Weapon), ("a shield", 8, Shield), ("a backpack", 2, Backpack),
        ("4 rations", 4, Rations(4)), ("full chain", 0, Armour(FullChain)),
        ("half-chain", 0, Armour(HalfChain)), ("a spell book", 40, SpellBook), ("a dagger", 3, Weapon),
        ("leather armour", 0, Armour(LeatherHide)), ("a spear", 5, Weapon),
        ("4 torches", 4, Torches(4)), ("an axe", 8, Weapon), ("2 torches", 2, Torches(2)),
    ]
};

/// The monsters: name, count, HD, STR, WIT, AC, damage, morale, surprise.
#[rustfmt::skip]
const MONSTERS: [Beast; 6] = {
    use DamageDie::{D6, D8};
    use Surprise::{Ambush, None, Unaware};
    [
        ("wolf", 2, 1, 12, 12, 21, D6, 8, None), ("bandit", 3, 1, 11, 10, 22, D6, 6, Ambush),
        ("bear", 1, 3, 16, 9, 21, D8, 8, Unaware), ("skeleton", 3, 1, 10, 8, 22, D6, 12, None),
        ("ghoul", 2, 2, 13, 11, 21, D6, 8, Ambush), ("wight", 1, 3, 14, 12, 24, D8, 12, None),
    ]
};

fn rows(first: usize) -> Vec<Row> {
    let row = |(low, high, k)| Row {
        low,
        high,
        monster: first + k,
    };
    [(1, 3, 0), (4, 5, 1), (6, 6, 2)].map(row).to_vec()
}

/// The example's referee content: the market of
/// [`Referee::example`] lists, in this order, a sword, a shield, a
/// backpack, 4 rations, full chain, half-chain, a spell book, a dagger,
/// leather armour, a spear, 4 torches, an axe and 2 torches.
impl Referee {
    /// A referee's content for a first expedition, as the `expedition`
    /// example plays it: the market above (armour at the rules' prices,
    /// the rest at the referee's), 18 miles of forest to a crypt over four
    /// days of weather, wolves, bandits and a bear on the road, skeletons,
    /// ghouls and a wight in the crypt (who is surprised is the referee's
    /// call), a search of 3 turns at DC 20, the Light spell lighting 12
    /// turns, and a hoard of silver, a reliquary and the guardians' swords.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_play::constitution::Referee;
    ///
    /// let referee = Referee::example()?;
    /// assert_eq!((referee.market.len(), referee.monsters.len(), referee.road.miles), (13, 6, 18));
    /// # Ok::<(), osr_play::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// None in practice: the names are all valid.
    pub fn example() -> Result<Self, Error> {
        let market = MARKET
            .iter()
            .map(|&(n, price, kind)| {
                Ok(Ware {
                    name: Name::new(n)?,
                    price,
                    kind,
                })
            })
            .collect::<Result<_, Error>>()?;
        let monsters = MONSTERS
            .iter()
            .map(
                |&(n, count, hit_dice, strength, wits, ac, damage, morale, surprise)| {
                    Ok(Monster {
                        name: Name::new(n)?,
                        count,
                        hit_dice,
                        strength,
                        wits,
                        ac,
                        damage,
                        morale,
                        surprise,
                    })
                },
            )
            .collect::<Result<_, Error>>()?;
        let treasure = |n: &str, gain, value, medium, big| -> Result<Treasure, Error> {
            Ok(Treasure {
                name: Name::new(n)?,
                gain,
                value,
                bulk: Bulk { medium, big },
            })
        };
        use Weather::{Clear, Foul};
        Ok(Self {
            market,
            road: Road {
                miles: 18,
                terrain: Terrain::Forest,
                weather: [Clear, Foul, Clear, Clear].to_vec(),
                streams: true,
                table: rows(0),
            },
            site: Site {
                name: Name::new("the crypt")?,
                table: rows(3),
                search_turns: 3,
                search_dc: 20,
                exit_turns: 2,
                light_spell: Some((Name::new("Light")?, 12)),
                hoard: vec![
                    treasure("a chest of silver", Gain::Coins, 4_000, 0, 2)?,
                    treasure("a gilded reliquary", Gain::ArtOrFineObject, 2_400, 1, 0)?,
                    treasure("the guardians' swords", Gain::MundaneGoods, 60, 0, 1)?,
                ],
            },
            monsters,
        })
    }
}
