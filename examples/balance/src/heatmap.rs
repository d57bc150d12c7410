//! The SVG heat map of the chance the adventurer wins (plotters), each
//! cell coloured on a scale from red (the foe wins) through white (even)
//! to blue (the adventurer wins) and labelled with its percentage.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use osr::check::ratio;
use osr::dice::num_rational::BigRational;

use crate::{Grid, Point, System, Winner, decimal};

/// The scale's stops: red, white, blue (`ColorBrewer` RdBu).
const STOPS: [(f64, (u8, u8, u8)); 5] = [
    (0.0, (178, 24, 43)),
    (0.25, (239, 138, 98)),
    (0.5, (247, 247, 247)),
    (0.75, (103, 169, 207)),
    (1.0, (33, 102, 172)),
];

/// The legend's width, the room for the y axis's labels, for the x
/// axis's and for the two title lines, in pixels.
const LEGEND_W: u32 = 200;
const LEFT: u32 = 80;
const BOTTOM: u32 = 60;
const TOP: u32 = 96;

/// The colour of a cell where no one wins.
const NO_WINNER: RGBColor = RGBColor(190, 190, 190);

/// The colour of chance `p` (0 to 1) on the scale.
#[must_use]
pub fn colour(p: f64) -> RGBColor {
    let p = p.clamp(0.0, 1.0);
    let at = STOPS
        .windows(2)
        .find(|w| p <= w[1].0)
        .unwrap_or(&STOPS[3..5]);
    let ((p0, c0), (p1, c1)) = (at[0], at[1]);
    let t = (p - p0) / (p1 - p0);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // 0..=255
    let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * t).round() as u8;
    RGBColor(mix(c0.0, c1.0), mix(c0.1, c1.1), mix(c0.2, c1.2))
}

/// A chance as a cell's label: a whole percentage, never rounded to 0
/// or 100 when it is not.
#[must_use]
pub fn percent(p: &BigRational) -> String {
    if p <= &ratio(0, 1) {
        return "0".to_owned();
    }
    if p >= &ratio(1, 1) {
        return "100".to_owned();
    }
    let pct = decimal(p).parse::<f64>().unwrap_or(0.0) * 100.0;
    let pct = pct.round();
    if pct < 1.0 {
        "<1".to_owned()
    } else if pct > 99.0 {
        ">99".to_owned()
    } else {
        format!("{pct:.0}")
    }
}

fn err(e: impl std::fmt::Display) -> String {
    format!("drawing the heat map: {e}")
}

/// The heat map of `points` (a sweep of `grid`) as an SVG document.
///
/// # Errors
///
/// A message when plotters fails to draw.
#[allow(clippy::too_many_lines)]
pub fn svg(system: &dyn System, grid: &Grid, points: &[Point]) -> Result<String, String> {
    let axes = system.axes();
    let endings = system.endings();
    let (xa, ya) = (&axes[grid.x.axis], grid.y.map(|y| &axes[y.axis]));
    let (columns, rows) = (grid.x.len(), grid.y.map_or(1, |y| y.len()));
    let cell_w = u32::try_from((900 / columns).clamp(34, 64)).unwrap_or(34);
    let cell_h = u32::try_from((520 / rows).clamp(28, 48)).unwrap_or(28);
    let (columns, rows) = (
        u32::try_from(columns).unwrap_or(u32::MAX),
        u32::try_from(rows).unwrap_or(u32::MAX),
    );
    let (legend_w, left, bottom, top) = (LEGEND_W, LEFT, BOTTOM, TOP);
    let setting = system.setting(&grid.axes());
    let title = format!("{}: the chance the adventurer wins (%)", system.name());
    // Wide enough for the setting's line (about 8 pixels a character).
    let text_w = u32::try_from(setting.len() * 8 + 40).unwrap_or(u32::MAX);
    let width = (cell_w.saturating_mul(columns) + left + legend_w + 30)
        .max(640)
        .max(text_w);
    let height = (cell_h.saturating_mul(rows) + bottom + top + 20).max(340);

    let mut out = String::new();
    {
        let canvas = SVGBackend::with_string(&mut out, (width, height)).into_drawing_area();
        canvas.fill(&WHITE).map_err(err)?;
        let root = canvas.margin(10, 0, 10, 10);
        let root = root
            .titled(&title, ("sans-serif", 26).into_font().color(&BLACK))
            .map_err(err)?;
        let root = root
            .titled(&setting, ("sans-serif", 16).into_font().color(&BLACK))
            .map_err(err)?;
        let (main, legend) = root.split_horizontally(width - 10 - legend_w);

        // Cell (i, j) spans i..i + 1 across and j..j + 1 up; the ticks'
        // labels are drawn by hand at the cells' middles.
        let mut chart = ChartBuilder::on(&main)
            .margin(12)
            .x_label_area_size(bottom - 12)
            .y_label_area_size(left - 12)
            .build_cartesian_2d(0.0..f64::from(columns), 0.0..f64::from(rows))
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_mesh()
            .set_all_tick_mark_size(0)
            .x_labels(1)
            .y_labels(1)
            .x_label_formatter(&|_| String::new())
            .y_label_formatter(&|_| String::new())
            .x_desc(xa.words)
            .y_desc(ya.map_or("", |a| a.words))
            .axis_desc_style(("sans-serif", 18).into_font().color(&BLACK))
            .draw()
            .map_err(err)?;
        let tick = ("sans-serif", 16).into_font().color(&BLACK);
        for (i, value) in grid.x.values().enumerate() {
            let at = f64::from(u32::try_from(i).unwrap_or(0)) + 0.5;
            let (px, py) = chart.backend_coord(&(at, 0.0));
            let style = tick.pos(Pos::new(HPos::Center, VPos::Top));
            canvas
                .draw(&Text::new((xa.show)(value), (px, py + 6), style))
                .map_err(err)?;
        }
        if let (Some(y), Some(ya)) = (grid.y, ya) {
            for (j, value) in y.values().enumerate() {
                let at = f64::from(u32::try_from(j).unwrap_or(0)) + 0.5;
                let (px, py) = chart.backend_coord(&(0.0, at));
                let style = tick.pos(Pos::new(HPos::Right, VPos::Center));
                canvas
                    .draw(&Text::new((ya.show)(value), (px - 8, py), style))
                    .map_err(err)?;
            }
        }

        let mut any_no_winner = false;
        for point in points {
            let index = |range: &crate::Range, value: i32| f64::from(value - range.from);
            let x = index(&grid.x, point.at[0].1);
            let y = match (grid.y, point.at.get(1)) {
                (Some(range), Some(&(_, v))) => index(&range, v),
                _ => 0.0,
            };
            let one = ratio(1, 1);
            let no_winner = point.chance(endings, Winner::Neither) == one;
            let wins = point.chance(endings, Winner::Adventurer);
            let (fill, label, ink) = if no_winner {
                any_no_winner = true;
                (NO_WINNER, "-".to_owned(), BLACK)
            } else {
                let share = decimal(&wins).parse::<f64>().unwrap_or(0.0);
                let ink = if (0.15..=0.85).contains(&share) {
                    BLACK
                } else {
                    WHITE
                };
                (colour(share), percent(&wins), ink)
            };
            let corners = [(x, y), (x + 1.0, y + 1.0)];
            chart
                .draw_series([
                    Rectangle::new(corners, fill.filled()),
                    Rectangle::new(corners, WHITE.stroke_width(1)),
                ])
                .map_err(err)?;
            let style = ("sans-serif", 15)
                .into_font()
                .color(&ink)
                .pos(Pos::new(HPos::Center, VPos::Center));
            chart
                .draw_series([Text::new(label, (x + 0.5, y + 0.5), style)])
                .map_err(err)?;
        }

        // The colour scale.
        let mut scale = ChartBuilder::on(&legend)
            .margin_top(20)
            .margin_bottom(bottom)
            .margin_left(10)
            .margin_right(100)
            .y_label_area_size(52)
            .build_cartesian_2d(0.0..1.0, 0.0..100.0)
            .map_err(err)?;
        scale
            .configure_mesh()
            .disable_mesh()
            .disable_x_axis()
            .y_labels(5)
            .y_label_formatter(&|v| format!("{v:.0}%"))
            .y_desc("the adventurer wins")
            .axis_desc_style(("sans-serif", 16).into_font().color(&BLACK))
            .label_style(("sans-serif", 15).into_font().color(&BLACK))
            .draw()
            .map_err(err)?;
        scale
            .draw_series((0..100).map(|i| {
                let lo = f64::from(i);
                Rectangle::new(
                    [(0.0, lo), (1.0, lo + 1.0)],
                    colour((lo + 0.5) / 100.0).filled(),
                )
            }))
            .map_err(err)?;
        let (_, legend_h) = legend.dim_in_pixel();
        let note = |text: &str, dy: i32| {
            Text::new(
                text.to_owned(),
                (10, i32::try_from(legend_h - bottom).unwrap_or(0) + dy),
                ("sans-serif", 15).into_font().color(&BLACK),
            )
        };
        legend.draw(&note("red: the foe wins", 14)).map_err(err)?;
        legend
            .draw(&note("blue: the adventurer wins", 30))
            .map_err(err)?;
        if any_no_winner {
            legend
                .draw(&note("grey (-): no one wins", 46))
                .map_err(err)?;
        }
        root.present().map_err(err)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_never_round_a_chance_to_0_or_100() {
        assert_eq!(percent(&ratio(0, 1)), "0");
        assert_eq!(percent(&ratio(1, 1)), "100");
        assert_eq!(percent(&ratio(1, 3)), "33");
        assert_eq!(percent(&ratio(1, 200)), "1");
        assert_eq!(percent(&ratio(1, 300)), "<1");
        assert_eq!(percent(&ratio(1, 10_i64.pow(15))), "<1");
        assert_eq!(percent(&ratio(299, 300)), ">99");
        assert_eq!(percent(&ratio(10_i64.pow(15) - 1, 10_i64.pow(15))), ">99");
    }

    #[test]
    fn the_scale_runs_red_white_blue() {
        assert_eq!(colour(0.0), RGBColor(178, 24, 43));
        assert_eq!(colour(0.5), RGBColor(247, 247, 247));
        assert_eq!(colour(1.0), RGBColor(33, 102, 172));
    }
}
