//! Block, Dodge, Parry: rest sites, herbs and ingredients.

use osr_travel::block_dodge_parry::{
    ForagedIngredient, Herb, HerbSite, Rarity, Region, Rest, RestSite,
};

#[test]
fn the_rest_a_site_gives() {
    // rule: BDP-1.8.2.camp-quality
    assert_eq!(RestSite::BlizzardCamp.rest(), Rest::Perilous);
    assert_eq!(RestSite::DungeonRoom.rest(), Rest::Perilous);
    assert_eq!(RestSite::WildernessCamp.rest(), Rest::Normal);
    assert_eq!(RestSite::SimpleInn.rest(), Rest::Normal);
    assert_eq!(RestSite::LuxuriousChamber.rest(), Rest::Comfortable);
    assert_eq!(RestSite::FeySpring.rest(), Rest::Comfortable);
    assert_eq!(RestSite::Awake.rest(), Rest::None);
}

#[test]
fn where_the_herbs_grow() {
    // rule: BDP-1.7.2.herb-sites
    for (herb, site) in [
        (Herb::SaintsHood, HerbSite::BurntGround),
        (Herb::Silverleaf, HerbSite::LightningStruckTree),
        (Herb::Foxglove, HerbSite::SmallStream),
    ] {
        assert_eq!(herb.site(), site);
        assert_eq!(site.herb(), herb);
    }
}

#[test]
fn foraged_ingredients_carry_their_potency() {
    // rule: BDP-1.8.4.foraging
    let found = |rarity| {
        ForagedIngredient {
            rarity,
            region: Region::Swamp,
        }
        .potency()
    };
    assert_eq!(
        [
            found(Rarity::Common),
            found(Rarity::Uncommon),
            found(Rarity::Rare)
        ],
        [1, 2, 4]
    );
}
