//! The JavaScript package's vector files (`js/test/vectors/*.json`), each
//! an array of vectors, split entry by entry without parsing the whole: one
//! vector nests deeper than `serde_json` reads, on purpose. Also compiled
//! into osr-wasm's tests (by path: osr-testkit depends on osr-wasm).

/// The texts of the entries of the JSON array `text`, found by counting
/// brackets outside strings.
#[must_use]
pub fn top_level_entries(text: &str) -> Vec<&str> {
    let (mut depth, mut in_string, mut escaped, mut start) = (0usize, false, false, 0);
    let mut out = Vec::new();
    for (i, c) in text.char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '[' | '{' => {
                depth += 1;
                if depth == 2 {
                    start = i;
                }
            }
            ']' | '}' => {
                if depth == 2 {
                    out.push(&text[start..=i]);
                }
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
    }
    out
}
