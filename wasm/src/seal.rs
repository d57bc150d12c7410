//! Seals: a referee's HMAC-SHA256 seal over a sheet or a saved fight, and
//! its verification (osr's `seal` feature).
//!
//! The key travels as hexadecimal digits, two per byte (at least 32
//! digits, 16 bytes), as the seal does (64 digits). A document is sealed
//! over the compact JSON the Rust library writes for it after reading it
//! back through its checks (a sheet through osr-sheet's, a fight by
//! replaying it), so its layout and key order do not matter, and a seal
//! made here is the seal the Rust library makes of the same document.

use osr::combat::{cairn_house as ch, constitution as tc, gods_and_monsters as gm, murdham as mu};
use osr::seal::{Key, Seal};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ApiError;
use crate::combat::Saved;
use crate::operation::declare_operations;
use crate::sheet::{AnySheet, SheetDocument};

declare_operations! {
    /// Seals a document (a character sheet or a saved fight) with a
    /// referee's secret key, given as hexadecimal digits (at least 32):
    /// HMAC-SHA256 over the document as the library writes it back after
    /// reading it, so its layout and key order do not matter. Returns the
    /// seal, 64 hexadecimal digits, which can travel with the document;
    /// the key must not.
    "sealDocument" => seal_document(SealDocumentRequest: "SealDocumentRequest") -> SealDocumentResponse: "SealDocumentResponse";
    /// Verifies that a player's copy of a document is the one sealed with
    /// the key: the copy is read back through the library's checks and
    /// its seal compared in constant time. Returns the seal; a copy that
    /// was edited, even consistently (a fight replayed after a foe's DR
    /// was raised), throws `seal_mismatch`.
    "verifySeal" => verify_seal(VerifySealRequest: "VerifySealRequest") -> VerifySealResponse: "VerifySealResponse";
}

/// A document to seal.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SealDocumentRequest {
    /// The referee's secret key as hexadecimal digits, two per byte: at
    /// least 32 digits (16 bytes), best 64 random ones.
    key: String,
    /// The document.
    document: SealedDocument,
}

/// The seal of a document.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct SealDocumentResponse {
    /// The seal: 64 lowercase hexadecimal digits.
    seal: String,
}

/// A player's copy of a document and the seal it should have.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct VerifySealRequest {
    /// The referee's secret key, as `sealDocument` took it.
    key: String,
    /// The copy to verify.
    document: SealedDocument,
    /// The seal `sealDocument` returned: 64 hexadecimal digits.
    seal: String,
}

/// A verified document's seal.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct VerifySealResponse {
    /// The seal, verified: 64 lowercase hexadecimal digits, as
    /// `sealDocument` writes it.
    seal: String,
}

/// A document that can be sealed, tagged by `kind`.
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum SealedDocument {
    /// A character sheet of any system, as `createCharacter`,
    /// `readSheet` and `applyToSheet` return it.
    Sheet {
        /// The sheet document.
        sheet: SheetDocument,
    },
    /// A saved fight, as `startFight` and `stepFight` return it: its
    /// `system` and its `fight`.
    Fight(SealedFight),
}

/// A saved fight of one system.
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum SealedFight {
    /// 3d6 Constitution.
    Constitution {
        /// The fight as `startFight` or `stepFight` returned it.
        fight: Saved<tc::FightState>,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The fight as `startFight` or `stepFight` returned it.
        fight: Saved<ch::FightState>,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The fight as `startFight` or `stepFight` returned it.
        fight: Saved<gm::FightState>,
    },
    /// Murdham.
    Murdham {
        /// The encounter as `startFight` or `stepFight` returned it.
        fight: Saved<mu::EncounterState>,
    },
}

/// A document read back through the library's checks.
enum Opened {
    Sheet(AnySheet),
    Constitution(tc::Fight),
    CairnHouse(ch::Fight),
    GodsAndMonsters(gm::Fight),
    Murdham(mu::Encounter),
}

impl SealedDocument {
    fn open(self) -> Result<Opened, ApiError> {
        Ok(match self {
            Self::Sheet { sheet } => Opened::Sheet(sheet.read("/document/sheet")?),
            Self::Fight(SealedFight::Constitution { fight }) => Opened::Constitution(fight.open()?),
            Self::Fight(SealedFight::CairnHouse { fight }) => Opened::CairnHouse(fight.open()?),
            Self::Fight(SealedFight::GodsAndMonsters { fight }) => {
                Opened::GodsAndMonsters(fight.open()?)
            }
            Self::Fight(SealedFight::Murdham { fight }) => Opened::Murdham(fight.open()?),
        })
    }
}

impl Opened {
    /// The bytes sealed: the sheet or the log itself as the Rust library
    /// writes it ([`osr::seal::canonical`]), so a seal made here is the one
    /// `Key::seal_document` makes of the same document.
    fn canonical(&self) -> Result<Vec<u8>, ApiError> {
        use osr::seal::canonical;
        Ok(match self {
            Self::Sheet(AnySheet::Constitution(s)) => canonical(&**s)?,
            Self::Sheet(AnySheet::CairnHouse(s)) => canonical(&**s)?,
            Self::Sheet(AnySheet::GodsAndMonsters(s)) => canonical(&**s)?,
            Self::Sheet(AnySheet::Murdham(s)) => canonical(&**s)?,
            Self::Sheet(AnySheet::BlockDodgeParry(s)) => canonical(&**s)?,
            Self::Constitution(f) => canonical(f)?,
            Self::CairnHouse(f) => canonical(f)?,
            Self::GodsAndMonsters(f) => canonical(f)?,
            Self::Murdham(f) => canonical(f)?,
        })
    }
}

fn seal_document(request: SealDocumentRequest) -> Result<SealDocumentResponse, ApiError> {
    // The key is checked before the document is read (and replayed).
    let key = Key::from_hex(&request.key)?;
    let bytes = request.document.open()?.canonical()?;
    Ok(SealDocumentResponse {
        seal: key.seal(&bytes).to_string(),
    })
}

fn verify_seal(request: VerifySealRequest) -> Result<VerifySealResponse, ApiError> {
    let key = Key::from_hex(&request.key)?;
    let seal: Seal = request.seal.parse()?;
    let opened = request.document.open()?;
    key.verify(&opened.canonical()?, &seal)?;
    Ok(VerifySealResponse {
        seal: seal.to_string(),
    })
}
