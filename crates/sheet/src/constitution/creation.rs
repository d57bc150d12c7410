//! Creating a character by the rules: the choices, the procedure and its
//! record.

use alloc::string::String;
use alloc::vec::Vec;

use osr_core::{Die, FaceSource};
use osr_equipment::constitution::Coins;
use osr_health::constitution::Vitality;

use super::{
    Abilities, Class, Concept, Event, Initiation, ORDER, Sheet, coins_in_range, sum3, text,
};
use crate::Error;

/// The player's and referee's choices at creation: nothing here is
/// rolled.
///
/// ```
/// use osr_equipment::constitution::Coins;
/// use osr_sheet::constitution::{Choices, Class, Initiation};
///
/// let choices = Choices {
///     class: Some(Class::Sage),
///     initiation: Some(Initiation::Goetia),
///     coins: Coins::silver(35),
///     ..Choices::default()
/// };
/// assert_eq!(choices.concept, Default::default());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Choices {
    /// The class, if any (TC-4.3, TC-4.7).
    #[cfg_attr(feature = "serde", serde(default))]
    pub class: Option<Class>,
    /// The one initiation of level 1, if taken now (TC-4.4).
    #[cfg_attr(feature = "serde", serde(default))]
    pub initiation: Option<Initiation>,
    /// The concept (TC-4.8).
    #[cfg_attr(feature = "serde", serde(default))]
    pub concept: Concept,
    /// The background, if specified (TC-4.6).
    #[cfg_attr(feature = "serde", serde(default))]
    pub background: Option<String>,
    /// Starting coins: relatively few, the referee's (TC-4.8).
    #[cfg_attr(feature = "serde", serde(default))]
    pub coins: Coins,
}

/// A created sheet with the choices and events that made it: the one
/// creation record ([`crate::creation::Created`]) of this system's
/// [`Creation`].
///
/// With the `serde` feature: `{"choices": {...}, "sheet": {...},
/// "events": [...]}`; reading it back replays the creation from the
/// events' faces and refuses one that does not match ([`Error::Check`],
/// `Forged`).
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::constitution::{Choices, Creation};
///
/// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
/// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
/// assert_eq!(created.faces(), faces);
/// created.verify()?;
/// assert_eq!(created.into_sheet().health().hp(), 4);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
pub type Created = crate::creation::Created<Creation>;

/// Creation of a player character by the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Creation;

impl Creation {
    /// Rolls a new character from `source` with these choices: the d6 of
    /// an approved reused concept first (only a 1 goes on, TC-4.8), then
    /// STR, WIT, KNO, WIL, CHA on 3d6 each (TC-4.2), then the HP of one
    /// hit die, 1d6 or 1d8 with Tough (TC-6.1, TC-6.2, TC-7.2); level 1 at
    /// 0 XP (TC-4.3).
    ///
    /// # Errors
    ///
    /// [`Error::ConceptRefused`] when the reused concept's d6 is not 1;
    /// [`Error::ClassExclusive`] for an initiation of another class;
    /// [`Error::AboveLimit`], [`Error::Empty`], [`Error::TooLong`] for the
    /// coins and background; [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Creation};
    ///
    /// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
    /// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
    /// let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    /// assert_eq!(lines[0], "STR 3d6 = [3, 5, 6] = 14");
    /// assert_eq!(lines[5], "HP 1d6 = [4] = 4");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(
        choices: &Choices,
        source: &mut S,
    ) -> Result<Created, Error> {
        Created::roll(choices, source)
    }
}

impl crate::creation::Procedure for Creation {
    type Choices = Choices;
    type Sheet = Sheet;
    type Event = Event;
    /// The reused concept's d6, five abilities, HP.
    const MAX_EVENTS: usize = 7;

    fn create<S: FaceSource + ?Sized>(
        choices: &Choices,
        source: &mut S,
    ) -> Result<(Sheet, Vec<Event>), Error> {
        if let Some(background) = &choices.background {
            text("background", background)?;
        }
        coins_in_range("coins", choices.coins)?;
        if let Some(initiation) = choices.initiation {
            if let Some(class) = initiation.class() {
                if choices.class != Some(class) {
                    return Err(Error::ClassExclusive {
                        initiation: initiation.id(),
                        class: class.key(),
                    });
                }
            }
        }
        let mut events = Vec::with_capacity(7);
        if choices.concept == Concept::ApprovedReused {
            let face = Die::D6.roll(source)?;
            events.push(Event::ConceptRolled { face });
            if face != 1 {
                return Err(Error::ConceptRefused { face });
            }
        }
        let mut scores = [0_i32; 5];
        for (score, ability) in scores.iter_mut().zip(ORDER) {
            let faces = [
                Die::D6.roll(source)?,
                Die::D6.roll(source)?,
                Die::D6.roll(source)?,
            ];
            *score = i32::try_from(sum3(faces)).map_err(|_| Error::Overflow { what: "ability" })?;
            events.push(Event::AbilityRolled { ability, faces });
        }
        let tough = choices.initiation == Some(Initiation::Tough);
        let die = if tough { Die::D8 } else { Die::D6 };
        let hp = die.roll(source)?;
        events.push(Event::HpRolled {
            sides: die.sides(),
            face: hp,
        });
        let mut sheet = Sheet::new(Abilities::new(scores)?, 1)?;
        sheet.health = if tough {
            Vitality::new_tough(1, hp)?
        } else {
            Vitality::new(1, hp)?
        };
        sheet.class = choices.class;
        sheet.concept = choices.concept;
        sheet.background.clone_from(&choices.background);
        sheet.coins = choices.coins;
        if let Some(initiation) = choices.initiation {
            sheet.initiations.push(initiation);
        }
        Ok((sheet.checked()?, events))
    }

    fn faces(event: &Event) -> &[u32] {
        match event {
            Event::ConceptRolled { face } | Event::HpRolled { face, .. } => {
                core::slice::from_ref(face)
            }
            Event::AbilityRolled { faces, .. } => faces,
            Event::Bought { .. }
            | Event::XpGained { .. }
            | Event::LevelGained { .. }
            | Event::Found { .. }
            | Event::Paid { .. } => &[],
        }
    }
}
