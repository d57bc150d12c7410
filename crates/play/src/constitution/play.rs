//! The procedures of play outside fights: buying, marching, resting,
//! camping, the site's turns, and coming home.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use num_rational::Ratio;
use osr_advancement::constitution::{Haul, foes_xp};
use osr_check::{Check as _, Resolved as _, Rolled};
use osr_core::{Die, FaceSource};
use osr_encumbrance::LoadModel as _;
use osr_encumbrance::stones::State as Load;
use osr_equipment::constitution::Coins;
use osr_health::constitution::deprivation::{Day, Food, Sleep, Water};
use osr_health::constitution::{Applied, Event as Health, Keep};
use osr_sheet::constitution::{Ability, CheckKind, Initiation, Item, Sheet};
use osr_travel::constitution::{EncounterChecks, LightSource, light, turns_needed};
use osr_travel::{ClockEvent, TimerKind};

use super::{Event, Meal, Place, Reroll, Row, Setup, State, Try, WareKind, Wound};
use crate::{Ending, Error, Name};

pub(super) fn faces(dice: &[Rolled]) -> Vec<u32> {
    dice.iter().map(|d| d.face).collect()
}

fn silver(coins: Coins) -> u64 {
    coins.subunits() / 10
}

fn keep(sheet: &Sheet) -> Keep {
    if sheet.health().is_tough() {
        Keep::Higher
    } else {
        Keep::New
    }
}

/// The HP re-roll an [`Applied`] rest or night made.
fn reroll(who: &Name, sheet: &Sheet, applied: &Applied<u32>) -> Reroll {
    let mut r = Reroll {
        who: who.clone(),
        faces: faces(applied.dice()),
        rolled: 0,
        was: 0,
        hp: sheet.health().hp(),
        fatigue: sheet.health().fatigue(),
        healed: 0,
    };
    for e in applied.events() {
        match *e {
            Health::HpRerolled { from, rolled, to } => {
                r.was = from;
                r.rolled = rolled;
                r.hp = to;
            }
            Health::MinorWoundsHealed { count } => r.healed = count,
            _ => {}
        }
    }
    r
}

/// The injury saves and their wounds as events, the dice split between
/// the strength save and the will save (each open-ended on 20).
pub(super) fn injury_events(who: &Name, changes: &[Health], dice: &[u32], events: &mut Vec<Event>) {
    let mut rest = dice;
    for change in changes {
        match *change {
            Health::HpLost { from, to } => events.push(Event::HpLost {
                who: who.clone(),
                from,
                to,
            }),
            Health::InjurySaves {
                dc,
                strength_total,
                strength_passed,
                will_total,
                will_passed,
            } => {
                let (strength, after) = open_ended(rest);
                let (will, after) = if will_total.is_some() {
                    open_ended(after)
                } else {
                    (Vec::new(), after)
                };
                rest = after;
                events.push(Event::InjurySaves {
                    who: who.clone(),
                    dc,
                    strength,
                    strength_total,
                    strength_passed,
                    will,
                    will_total,
                    will_passed,
                });
            }
            Health::MinorWound => events.push(Event::Wounded {
                who: who.clone(),
                wound: Wound::Minor,
            }),
            Health::MajorWound { marks } => {
                events.push(Event::Wounded {
                    who: who.clone(),
                    wound: Wound::Major(marks),
                });
            }
            Health::Collapsed => events.push(Event::Wounded {
                who: who.clone(),
                wound: Wound::Collapsed,
            }),
            Health::Died | Health::DiedOfThirst => {
                events.push(Event::Wounded {
                    who: who.clone(),
                    wound: Wound::Died,
                });
            }
            _ => {}
        }
    }
}

/// One open-ended d20's faces from the front of `faces`: up to the first
/// that is not 20.
fn open_ended(faces: &[u32]) -> (Vec<u32>, &[u32]) {
    let mut taken = Vec::new();
    let mut i = 0;
    while let Some(&face) = faces.get(i) {
        taken.push(face);
        i += 1;
        if face != 20 {
            break;
        }
    }
    (taken, faces.get(i..).unwrap_or(&[]))
}

/// A d6 on an encounter table: the monster met.
fn roll_table<S: FaceSource + ?Sized>(rows: &[Row], source: &mut S) -> Result<(u32, usize), Error> {
    let face = Die::D6.roll(source)?;
    let row = rows
        .iter()
        .find(|r| r.low <= face && face <= r.high)
        .ok_or(Error::NotNow {
            command: "encounter",
            reason: "the table has no row for the face",
        })?;
    Ok((face, row.monster))
}

fn torches(sheet: &Sheet) -> u32 {
    sheet
        .pack()
        .small_things
        .saturating_sub(u32::from(sheet.spell_book()))
}

const fn rank(load: Load) -> u32 {
    match load {
        Load::Unencumbered => 0,
        Load::Encumbered => 1,
        Load::HeavilyEncumbered => 2,
        Load::OnlyDragging => 3,
    }
}

impl State {
    pub(super) fn wants_rest(&self) -> bool {
        self.alive()
            .any(|i| self.party.get(i).is_some_and(|m| hurt(&m.sheet)))
    }

    /// Who can cast the light spell now: in the site, with no light
    /// burning and nobody having cast yet, the first living member with
    /// Goetia, a spell book and a spell.
    #[must_use]
    pub fn caster(&self) -> Option<usize> {
        if self.place != Place::Site
            || self.light.is_some()
            || self.party.iter().any(|m| m.cast.is_some())
        {
            return None;
        }
        self.alive().find(|&i| {
            self.party.get(i).is_some_and(|m| {
                m.sheet.has(Initiation::Goetia)
                    && m.sheet.spell_book()
                    && !m.sheet.spells().is_empty()
            })
        })
    }

    pub(super) fn buy<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        member: usize,
        ware: usize,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let m = self.member(member, "buy")?.clone();
        let market = &setup.referee().market;
        let w = market.get(ware).ok_or(Error::TooMany {
            what: "ware index",
            len: ware.saturating_add(1),
            max: market.len(),
        })?;
        let listed = match w.kind {
            WareKind::Armour(a) => Item::Armour(a).cost(),
            _ => Coins::silver(w.price),
        };
        let mut sheet = m.sheet.clone();
        let (price, haggle) = if sheet.has(Initiation::Haggler) {
            let (roll, price) = sheet.haggle(listed, source)?;
            (
                price,
                Some((faces(roll.dice()), sheet.abilities().get(Ability::Cha))),
            )
        } else {
            (listed, None)
        };
        if price > sheet.coins() {
            events.push(Event::TooDear {
                who: m.name.clone(),
                ware: w.name.clone(),
                price: price.to_string(),
                coins: sheet.coins().to_string(),
                haggle,
            });
            return Ok(());
        }
        match w.kind {
            WareKind::Armour(a) if price == listed => {
                sheet.buy(Item::Armour(a))?;
            }
            WareKind::Armour(a) => {
                sheet.pay(price)?;
                sheet = sheet.with_armour(Some(a));
            }
            kind => {
                sheet.pay(price)?;
                sheet = equip(sheet, kind)?;
            }
        }
        events.push(Event::Bought {
            who: m.name.clone(),
            ware: w.name.clone(),
            listed: u32::try_from(silver(listed)).unwrap_or(u32::MAX),
            paid: price.to_string(),
            left: sheet.coins().to_string(),
            haggle,
        });
        if let Some(slot) = self.party.get_mut(member) {
            slot.sheet = sheet;
        }
        Ok(())
    }

    pub(super) fn march<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let road = &setup.referee().road;
        let day = self.days.now();
        let len = road.weather.len().max(1) as u64;
        let weather = road
            .weather
            .get(usize::try_from(day % len).unwrap_or(0))
            .copied()
            .unwrap_or(osr_travel::constitution::Weather::Clear);
        // The slowest member sets the pace: load (treasure included) and
        // deprivation's half STR on each sheet.
        let mut pace: Option<(Ratio<u32>, usize)> = None;
        for i in self.alive() {
            let Some(m) = self.party.get(i) else { continue };
            let miles = m.sheet.daily_miles(road.terrain, weather, false)?;
            if pace.is_none_or(|(p, _)| miles < p) {
                pace = Some((miles, i));
            }
        }
        let Some((miles, slowest)) = pace else {
            return Ok(());
        };
        let covered = if miles > self.to_go {
            self.to_go
        } else {
            miles
        };
        self.to_go -= covered;
        events.push(Event::Marched {
            day: day + 1,
            weather,
            slowest: self.party.get(slowest).map(|m| m.name.clone()).ok_or(
                Error::NoSuchMember {
                    index: slowest,
                    members: self.party.len(),
                },
            )?,
            numer: *miles.numer(),
            denom: *miles.denom(),
            to_go: self.to_go.ceil().to_integer(),
        });
        let checks = EncounterChecks::overland(miles.to_integer())?.roll(source)?;
        events.push(Event::Checks {
            faces: faces(&checks.dice),
            in_six: 2,
        });
        for _ in 0..checks.encounters {
            let (face, monster) = roll_table(&road.table, source)?;
            self.meet(setup, face, monster, events);
        }
        self.marched = true;
        if self.to_go == Ratio::from_integer(0) {
            if self.place == (Place::Road { homeward: true }) {
                self.place = Place::Home;
                events.push(Event::Arrived {
                    place: Name::new("home")?,
                });
            } else {
                self.place = Place::Site;
                events.push(Event::Arrived {
                    place: setup.referee().site.name.clone(),
                });
            }
        }
        Ok(())
    }

    fn meet(&mut self, setup: &Setup, face: u32, monster: usize, events: &mut Vec<Event>) {
        if let Some(m) = setup.referee().monsters.get(monster) {
            events.push(Event::Met {
                face,
                monster: m.name.clone(),
                count: m.count,
            });
            self.pending.push(monster);
        }
    }

    /// The party turns home from where it is (a fight lost).
    pub(super) fn turn_home(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        match self.place {
            Place::Road { homeward: false } => {
                self.to_go = Ratio::from_integer(setup.referee().road.miles) - self.to_go;
            }
            Place::Site => {
                self.to_go = Ratio::from_integer(setup.referee().road.miles);
                self.marched = true;
            }
            _ => return,
        }
        self.pending.clear();
        self.place = Place::Road { homeward: true };
        events.push(Event::TurnedHome);
    }

    pub(super) fn rest<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let turn = (self.place == Place::Site).then(|| self.turns.now() + 1);
        let resting: Vec<usize> = self
            .alive()
            .filter(|&i| self.party.get(i).is_some_and(|m| hurt(&m.sheet)))
            .collect();
        for i in resting {
            let Some(m) = self.party.get_mut(i) else {
                continue;
            };
            let applied = m.sheet.short_rest(keep(&m.sheet), source)?;
            events.push(Event::Rested {
                reroll: reroll(&m.name, &m.sheet, &applied),
                turn,
            });
        }
        // Ten minutes: in the site a turn, with its encounter check.
        if self.place == Place::Site {
            self.spend_turn(setup, "a short rest", source, events)?;
        }
        Ok(())
    }

    pub(super) fn camp<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let water = if setup.referee().road.streams {
            Water::Ration
        } else {
            Water::None
        };
        let living: Vec<usize> = self.alive().collect();
        // Each eats from their own pack, or from the companion with most.
        let mut meals = Vec::new();
        let mut fed = Vec::new();
        for &i in &living {
            let own = self.party.get(i).map_or(0, |m| m.sheet.pack().rations);
            let giver = if own > 0 {
                Some(i)
            } else {
                living
                    .iter()
                    .copied()
                    .filter(|&g| {
                        self.party
                            .get(g)
                            .is_some_and(|m| m.sheet.pack().rations > 1)
                    })
                    .max_by_key(|&g| self.party.get(g).map_or(0, |m| m.sheet.pack().rations))
            };
            if let Some(g) = giver {
                if let Some(gm) = self.party.get_mut(g) {
                    let mut pack = gm.sheet.pack();
                    pack.rations -= 1;
                    gm.sheet = gm.sheet.clone().with_pack(pack)?;
                }
            }
            fed.push((i, giver.is_some()));
            meals.push((i, giver));
        }
        events.push(Event::Ate {
            meals: meals
                .iter()
                .filter_map(|&(i, g)| {
                    let m = self.party.get(i)?;
                    Some(Meal {
                        who: m.name.clone(),
                        from: g.and_then(|g| self.party.get(g)).map(|g| g.name.clone()),
                        left: m.sheet.pack().rations,
                        drank: water != Water::None,
                    })
                })
                .collect(),
        });
        for (i, ate) in fed {
            let Some(m) = self.party.get_mut(i) else {
                continue;
            };
            let day = Day {
                food: if ate { Food::Full } else { Food::None },
                exertion: false,
                water,
                sleep: Sleep::Well,
            };
            let lived = m.sheet.live_day(day, source)?;
            let penalty = m.sheet.deprivation().penalty();
            for e in lived.day.events() {
                let what = match *e {
                    Health::FastingStarted => "fasting begins".to_string(),
                    // Saved expeditions hold this text and replay only to
                    // the same: it stays as written.
                    Health::StrainGained { to, .. } => alloc::format!("{to} day(s) of strain"),
                    Health::StarvationStarted { .. } => "starving".to_string(),
                    Health::StarvationEnded => "starving no more".to_string(),
                    Health::FastEnded => "the fast is over".to_string(),
                    Health::RecoveryDay { day, of } => {
                        alloc::format!("eating again, day {day} of {of}")
                    }
                    Health::ThirstSave { total, passed, .. } => alloc::format!(
                        "a day without water, STR save = {total} vs DC 20 {}",
                        if passed { "passed" } else { "failed" }
                    ),
                    Health::Quenched => "thirst quenched".to_string(),
                    _ => continue,
                };
                let dice = if matches!(e, Health::ThirstSave { .. }) {
                    lived.day.faces()
                } else {
                    Vec::new()
                };
                events.push(Event::Deprived {
                    who: m.name.clone(),
                    what,
                    faces: dice,
                    penalty,
                });
            }
            if let Some(injury) = &lived.injury {
                injury_events(&m.name, injury.events(), &faces(injury.dice()), events);
            }
            if lived.died_of_thirst {
                events.push(Event::Wounded {
                    who: m.name.clone(),
                    wound: Wound::Died,
                });
            }
        }
        self.night(source, events)?;
        self.days.advance(1)?;
        self.marched = false;
        Ok(())
    }

    /// A good night's sleep for the living (TC-6.5).
    fn night<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let living: Vec<usize> = self.alive().collect();
        for i in living {
            let Some(m) = self.party.get_mut(i) else {
                continue;
            };
            let applied = m.sheet.good_night(keep(&m.sheet), source)?;
            events.push(Event::Slept {
                reroll: reroll(&m.name, &m.sheet, &applied),
            });
        }
        Ok(())
    }

    pub(super) fn cast<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        member: usize,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.member(member, "cast")?;
        let Some((spell, turns)) = setup.referee().site.light_spell.clone() else {
            return Err(Error::NotNow {
                command: "cast",
                reason: "no spell lights this site",
            });
        };
        let Some(m) = self.party.get_mut(member) else {
            return Ok(());
        };
        m.sheet.prepare(&[spell.as_str()], 0)?;
        let cast = m.sheet.cast(0, source)?;
        m.cast = Some(spell.clone());
        let rating = m
            .sheet
            .spells()
            .iter()
            .find(|s| s.name() == spell.as_str())
            .map_or(0, |s| s.rating().get());
        events.push(Event::Cast {
            who: m.name.clone(),
            spell,
            faces: faces(cast.roll().dice()),
            rating,
            worked: cast.succeeded(),
            turns,
        });
        if cast.succeeded() {
            self.light = Some(self.turns.start(TimerKind::Spell, "spell", turns)?);
        }
        Ok(())
    }

    /// One turn in the site: a light if none burns (a torch from whoever
    /// has one), the turn on the clock with its timers, and its 1-in-6
    /// encounter check.
    pub(super) fn spend_turn<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        doing: &str,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.light.is_none() && !self.dark {
            let bearer = self
                .alive()
                .find(|&i| self.party.get(i).is_some_and(|m| torches(&m.sheet) > 0));
            if let Some(m) = bearer.and_then(|i| self.party.get_mut(i)) {
                let mut pack = m.sheet.pack();
                pack.small_things -= 1;
                m.sheet = m.sheet.clone().with_pack(pack)?;
                self.light = Some(light(LightSource::Torch, &mut self.turns, 1)?);
                events.push(Event::TorchLit {
                    who: m.name.clone(),
                    left: torches(&m.sheet),
                });
            } else {
                self.dark = true;
                events.push(Event::Dark);
            }
        }
        let clock = self.turns.advance(1)?;
        let check = EncounterChecks::dungeon(1)?.roll(source)?;
        events.push(Event::Turn {
            turn: self.turns.now(),
            doing: doing.to_string(),
            face: check.dice.first().map_or(0, |d| d.face),
        });
        for e in clock {
            if let ClockEvent::TimerExpired { id, label, .. } = e {
                if self.light == Some(id) {
                    self.light = None;
                }
                events.push(Event::LightOut { what: label });
            }
        }
        if check.encounters > 0 {
            let (face, monster) = roll_table(&setup.referee().site.table, source)?;
            self.meet(setup, face, monster, events);
        }
        Ok(())
    }

    pub(super) fn search<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let site = &setup.referee().site;
        let score = |m: &super::Member| {
            m.sheet.abilities().get(Ability::Wit) + m.sheet.bonus(CheckKind::Search).unwrap_or(0)
        };
        let Some(best) = self
            .alive()
            .filter_map(|i| self.party.get(i))
            .max_by_key(|m| score(m))
        else {
            return Ok(());
        };
        let roll = best
            .sheet
            .check(CheckKind::Search, Ability::Wit, site.search_dc)?
            .roll(source)?;
        let degrees = roll.degrees();
        let found = degrees.succeeded();
        let turns = if found {
            turns_needed(
                site.search_turns,
                degrees.success_degrees().saturating_sub(1),
            )?
        } else {
            site.search_turns
        };
        events.push(Event::Searched {
            who: best.name.clone(),
            wit: best.sheet.abilities().get(Ability::Wit),
            bonus: best.sheet.bonus(CheckKind::Search)?,
            dc: site.search_dc,
            faces: faces(roll.dice()),
            total: roll.total(),
            found,
            turns,
        });
        for _ in 0..turns {
            self.spend_turn(setup, "searching", source, events)?;
        }
        if found {
            self.found = true;
            events.push(Event::Found {
                treasures: site.hoard.iter().map(|t| t.name.clone()).collect(),
            });
            for t in 0..site.hoard.len() {
                self.take_up(setup, t, events)?;
            }
        }
        Ok(())
    }

    /// A treasure goes on the living member it slows least (its bulk in
    /// their pack), or is left behind when nobody can take it.
    pub(super) fn take_up(
        &mut self,
        setup: &Setup,
        t: usize,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let Some(treasure) = setup.referee().site.hoard.get(t) else {
            return Ok(());
        };
        let mut best: Option<(u32, i32, usize, Sheet)> = None;
        for i in self.alive() {
            let Some(m) = self.party.get(i) else { continue };
            let mut pack = m.sheet.pack();
            pack.medium_items += treasure.bulk.medium;
            pack.big_things += treasure.bulk.big;
            let Ok(sheet) = m.sheet.clone().with_pack(pack) else {
                continue;
            };
            let Ok(load) = sheet.load() else { continue };
            let r = rank(load.state());
            let strength = sheet.abilities().get(Ability::Str);
            if r < 3
                && best
                    .as_ref()
                    .is_none_or(|(br, bs, _, _)| (r, -strength) < (*br, -*bs))
            {
                best = Some((r, strength, i, sheet));
            }
        }
        match best {
            Some((_, _, i, sheet)) => {
                let stones = sheet.load()?.breakdown().total();
                if let Some(m) = self.party.get_mut(i) {
                    m.sheet = sheet;
                    events.push(Event::Carried {
                        who: m.name.clone(),
                        treasure: treasure.name.clone(),
                        stones,
                    });
                }
                self.carried.push((t, i));
            }
            None => events.push(Event::LeftBehind {
                treasure: treasure.name.clone(),
            }),
        }
        Ok(())
    }

    /// The treasures the dead carried are taken up by the living.
    pub(super) fn pick_up_from_the_dead(
        &mut self,
        setup: &Setup,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let (dropped, kept): (Vec<_>, Vec<_>) = self
            .carried
            .iter()
            .partition(|&&(_, i)| self.party.get(i).is_some_and(|m| !m.alive()));
        self.carried = kept;
        for (t, i) in dropped {
            if let (Some(treasure), Some(m)) =
                (setup.referee().site.hoard.get(t), self.party.get_mut(i))
            {
                let mut pack = m.sheet.pack();
                pack.medium_items = pack.medium_items.saturating_sub(treasure.bulk.medium);
                pack.big_things = pack.big_things.saturating_sub(treasure.bulk.big);
                m.sheet = m.sheet.clone().with_pack(pack)?;
            }
            self.take_up(setup, t, events)?;
        }
        Ok(())
    }

    pub(super) fn leave<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.spend_turn(setup, "the way out", source, events)?;
        self.exit_left = self.exit_left.saturating_sub(1);
        if self.exit_left == 0 && self.place == Place::Site {
            self.turn_home(setup, events);
        }
        Ok(())
    }

    pub(super) fn end_session<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let living: Vec<usize> = self.alive().collect();
        let mut treasure_xp = 0u64;
        let mut value = 0u64;
        for &(t, i) in &self.carried.clone() {
            let Some(treasure) = setup.referee().site.hoard.get(t) else {
                continue;
            };
            let haul = Haul {
                gain: treasure.gain,
                value: Coins::silver(treasure.value),
                secured: true,
            };
            events.push(Event::Haul {
                treasure: treasure.name.clone(),
                value: treasure.value,
                xp: haul.xp(),
            });
            treasure_xp += haul.xp();
            value += u64::from(treasure.value);
            if let Some(m) = self.party.get_mut(i) {
                let mut pack = m.sheet.pack();
                pack.medium_items = pack.medium_items.saturating_sub(treasure.bulk.medium);
                pack.big_things = pack.big_things.saturating_sub(treasure.bulk.big);
                m.sheet = m.sheet.clone().with_pack(pack)?;
            }
        }
        self.carried.clear();
        self.home_value = value;
        let foes = foes_xp(&self.overcome)?;
        let shares = u64::try_from(living.len().max(1)).unwrap_or(1);
        let each = (treasure_xp + foes) / shares;
        let silver_each = value / shares;
        events.push(Event::Shared {
            hit_dice: self.overcome.iter().sum(),
            foes_xp: foes,
            treasure_xp,
            shares: u32::try_from(shares).unwrap_or(u32::MAX),
            each,
            silver: silver_each,
        });
        for &i in &living {
            let Some(recruit) = setup.party().get(i) else {
                continue;
            };
            let Some(m) = self.party.get_mut(i) else {
                continue;
            };
            let home = m
                .sheet
                .treasure_at_home()
                .checked_add(Coins::silver(
                    u32::try_from(silver_each).unwrap_or(u32::MAX),
                ))
                .ok_or(Error::Overflow {
                    what: "treasure at home",
                })?;
            m.sheet = m.sheet.clone().with_treasure_at_home(home)?;
            for e in m.sheet.gain_xp(each)? {
                match e {
                    osr_sheet::constitution::Event::XpGained { amount, total } => {
                        events.push(Event::XpGained {
                            who: m.name.clone(),
                            amount,
                            total,
                        });
                    }
                    osr_sheet::constitution::Event::LevelGained { level } => {
                        events.push(Event::LevelGained {
                            who: m.name.clone(),
                            level,
                        });
                    }
                    _ => {}
                }
            }
            // Each level opens an initiation (TC-4.4): the player's next
            // choice the sheet accepts.
            for &wish in &recruit.initiations {
                if m.sheet.open_initiations()? == 0 {
                    break;
                }
                if m.sheet.has(wish) {
                    continue;
                }
                if let Ok(sheet) = m.sheet.clone().with_initiation(wish) {
                    m.sheet = sheet;
                    events.push(Event::Initiated {
                        who: m.name.clone(),
                        initiation: String::from(wish.name()),
                    });
                }
            }
            let roll = m.sheet.improve(&recruit.improve, source)?;
            events.push(Event::Improved {
                who: m.name.clone(),
                tries: roll
                    .tries()
                    .iter()
                    .map(|t| Try {
                        ability: t.ability,
                        score: t.score,
                        face: t.face,
                    })
                    .collect(),
                raised: roll.raised(),
            });
            if let Some(spell) = m.cast.take() {
                let roll = m.sheet.improve_spell(spell.as_str(), source)?;
                events.push(Event::SpellImproved {
                    who: m.name.clone(),
                    spell,
                    faces: faces(&roll.dice),
                    from: roll.from,
                    to: roll.to,
                });
            }
        }
        // A night at home: a new level's hit die counts from this re-roll.
        self.night(source, events)?;
        let ending = if self.beaten {
            Ending::Rout
        } else if self.found && value > 0 {
            Ending::Home
        } else {
            Ending::Retreat
        };
        self.end(ending, events);
        Ok(())
    }
}

/// Below the average of their HP dice: a member who re-rolls on a short
/// rest.
fn hurt(sheet: &Sheet) -> bool {
    let h = sheet.health();
    let sides = if h.is_tough() { 8 } else { 6 };
    h.hp() * 2 < h.hit_dice() * (sides + 1)
}

fn equip(sheet: Sheet, kind: WareKind) -> Result<Sheet, Error> {
    let mut pack = sheet.pack();
    Ok(match kind {
        WareKind::Armour(a) => sheet.with_armour(Some(a)),
        WareKind::Shield => sheet.with_shield(true)?,
        WareKind::SpellBook => {
            pack.small_things += 1;
            sheet.with_spell_book(true).with_pack(pack)?
        }
        WareKind::Weapon => {
            pack.medium_items += 1;
            sheet.with_pack(pack)?
        }
        WareKind::Backpack => {
            pack.backpack = true;
            sheet.with_pack(pack)?
        }
        WareKind::Rations(n) => {
            pack.rations += n;
            sheet.with_pack(pack)?
        }
        WareKind::Torches(n) => {
            pack.small_things += n;
            sheet.with_pack(pack)?
        }
    })
}
