//! Keyed lists: a list whose entries are told apart by a key (combatants
//! by ID, members and foes by name, prices by item, a sheet's skills and
//! fields by name) holds each key once. In every committed document and
//! creation record, each such list is tried with its first entry given
//! twice, and with its second entry given the first one's key: both must
//! be refused, never read with the later entry silently winning or both
//! taking part. Every other list of objects that carries a name or an ID
//! is listed below with why it may repeat one, so a new list is
//! classified before it is read.

use osr_testkit::documents::{self, Kind};
use osr_testkit::mutate::Json;

/// The keyed lists, as paths (`*` for any index) and their key.
const KEYED: &[(&str, &str)] = &[
    // Fights: the combatants, by ID.
    ("/setup/combatants", "id"),
    // Expeditions: the party, by name; each member's sheet below.
    ("/setup/party", "name"),
    ("/setup/members", "name"),
    ("/setup/party/*/sheet/spells", "name"),
    ("/setup/party/*/sheet/skills", "name"),
    ("/setup/members/*/sheet/spells", "name"),
    ("/setup/members/*/sheet/fields", "name"),
    // The referee's lists that name what the chronicle tells apart.
    ("/setup/referee/market", "name"),
    ("/setup/referee/monsters", "name"),
    ("/setup/referee/prices", "item"),
    ("/setup/referee/strangers/foes", "name"),
    ("/setup/referee/dead/foes", "name"),
    ("/setup/site/bands", "entry"),
    ("/setup/site/bands", "name"),
    ("/setup/site/rooms/*/feature/foes", "name"),
    // Sheets: known spells, fields and skills, by name.
    ("/spells", "name"),
    ("/fields", "name"),
    ("/skills", "name"),
];

/// The lists of objects with a name or an ID that may repeat it, and why.
const NOT_KEYED: &[(&str, &str)] = &[
    ("/gear", "two of one item are two items"),
    (
        "/setup/members/*/sheet/gear",
        "two of one item are two items",
    ),
    (
        "/setup/site/rooms",
        "a site's rooms in order, which may look alike",
    ),
    (
        "/setup/site",
        "a site's rooms in order, which may look alike",
    ),
    ("/setup/route", "the stretches of a road in order"),
    ("/setup/foes", "groups of foes, which rooms name by place"),
    ("/setup/foes/*/monsters", "the monsters of one group, alike"),
    ("/setup/referee/site/hoard", "treasures, which may be alike"),
    (
        "/setup/site/dungeon/rows",
        "table rows: two faces may meet one band",
    ),
    (
        "/setup/site/wilderness/rows",
        "table rows: two faces may meet one band",
    ),
];

/// The key fields a list of objects is classified by.
const KEYS: [&str; 4] = ["id", "name", "item", "entry"];

/// Whether `path` (with indexes) matches `pattern` (with `*`).
fn matches(pattern: &str, path: &str) -> bool {
    let (p, q): (Vec<&str>, Vec<&str>) = (pattern.split('/').collect(), path.split('/').collect());
    p.len() == q.len()
        && p.iter()
            .zip(&q)
            .all(|(a, b)| a == b || (*a == "*" && b.parse::<usize>().is_ok()))
}

fn field<'a>(entry: &'a Json, key: &str) -> Option<&'a Json> {
    match entry {
        Json::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

/// The paths of the lists of objects under `json` whose entries all have
/// one of [`KEYS`], with those keys; not a fight's or an expedition's
/// commands or events (they replay from the setup).
fn lists(json: &Json, path: &str, out: &mut Vec<(String, Vec<&'static str>)>) {
    match json {
        Json::Array(items) => {
            let keys: Vec<&str> = KEYS
                .into_iter()
                .filter(|k| !items.is_empty() && items.iter().all(|i| field(i, k).is_some()))
                .collect();
            if !keys.is_empty() {
                out.push((path.to_owned(), keys));
            }
            for (i, item) in items.iter().enumerate() {
                lists(item, &format!("{path}/{i}"), out);
            }
        }
        Json::Object(fields) => {
            for (k, v) in fields {
                if path.is_empty() && matches!(k.as_str(), "events" | "commands" | "faces") {
                    continue;
                }
                lists(v, &format!("{path}/{k}"), out);
            }
        }
        _ => {}
    }
}

fn list_at<'a>(json: &'a mut Json, path: &str) -> &'a mut Vec<Json> {
    let mut node = json;
    for part in path.split('/').skip(1) {
        node = match node {
            Json::Array(items) => &mut items[part.parse::<usize>().expect("an index")],
            Json::Object(fields) => {
                &mut fields
                    .iter_mut()
                    .find(|(k, _)| k == part)
                    .expect("a field")
                    .1
            }
            _ => unreachable!("{path}"),
        };
    }
    match node {
        Json::Array(items) => items,
        _ => unreachable!("{path}"),
    }
}

#[test]
fn a_keyed_list_holds_each_key_once() {
    let mut used = vec![false; KEYED.len()];
    let mut tried = 0;
    for kind in [Kind::Sheet, Kind::Creation, Kind::Fight, Kind::Expedition] {
        for doc in documents::documents(kind) {
            let mut found = Vec::new();
            lists(&doc.json, "", &mut found);
            for (path, keys) in found {
                let keyed: Vec<(usize, &str)> = KEYED
                    .iter()
                    .enumerate()
                    .filter(|(_, (p, k))| matches(p, &path) && keys.contains(k))
                    .map(|(i, (_, k))| (i, *k))
                    .collect();
                if keyed.is_empty() {
                    assert!(
                        NOT_KEYED.iter().any(|(p, _)| matches(p, &path)),
                        "{}: the list {path} (entries with {keys:?}) is neither keyed nor \
                         listed as one that may repeat a key",
                        doc.name
                    );
                    continue;
                }
                // The first entry given twice.
                let mut twice = doc.json.clone();
                let items = list_at(&mut twice, &path);
                items.push(items[0].clone());
                assert!(
                    !documents::check(doc, &twice),
                    "{}: {path} with its first entry twice is read",
                    doc.name
                );
                tried += 1;
                for (i, key) in keyed {
                    used[i] = true;
                    // The second entry under the first one's key.
                    let mut renamed = doc.json.clone();
                    let items = list_at(&mut renamed, &path);
                    if items.len() < 2 {
                        continue;
                    }
                    let first = field(&items[0], key).expect("keyed").clone();
                    if let Json::Object(fields) = &mut items[1] {
                        fields.iter_mut().find(|(k, _)| k == key).expect("keyed").1 = first;
                    }
                    assert!(
                        !documents::check(doc, &renamed),
                        "{}: {path} with two entries of one {key} is read",
                        doc.name
                    );
                    tried += 1;
                }
            }
        }
    }
    let unused: Vec<_> = KEYED
        .iter()
        .zip(used)
        .filter(|(_, u)| !u)
        .map(|(k, _)| k)
        .collect();
    assert!(
        unused.is_empty(),
        "no document has the keyed lists {unused:?}"
    );
    println!("{tried} keyed lists tried");
}
