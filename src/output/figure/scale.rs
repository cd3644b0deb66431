//! Axis scales: data range → pixels, ticks a person reads at a glance (1-2-5 steps, whole
//! numbers for counts, decades on log axes) and labels in human units (`s`, `dk`, `sa`,
//! `gün`, month names, `HH:MM`), Turkish number format (`0,5`, `12.500`).

use crate::report::figure::{Axis, Scale, Unit};
use crate::report::units::{time_unit, time_units, turkish_number};
use crate::report::words::Words;
use crate::schedule::{DAY_MS, civil_from_days, days_from_civil};

/// A fitted axis: its data range, how to show values, and its ticks.
#[derive(Clone, Debug)]
pub struct Fitted {
    pub lo: f64,
    pub hi: f64,
    log: bool,
    unit: Unit,
    /// For `Millis` on a linear axis: the display unit (divisor and name).
    div: f64,
    unit_name: &'static str,
    pub ticks: Vec<(f64, String)>,
    /// The axis title with its unit, e.g. `zaman (s)`.
    pub title: String,
}

/// A 1-2-5 step near `raw`, at least 1 for counts.
fn nice_step(raw: f64, whole: bool) -> f64 {
    if raw <= 0.0 || !raw.is_finite() {
        return 1.0;
    }
    let p = libm::pow(10.0, libm::log10(raw).floor());
    let f = raw / p;
    let m = if f <= 1.0 {
        1.0
    } else if f <= 2.0 {
        2.0
    } else if f <= 5.0 {
        5.0
    } else {
        10.0
    };
    let step = m * p;
    if whole { step.max(1.0).round() } else { step }
}

/// The short name of month `m` (1–12) in the report's language.
fn month(m: u32, w: &'static Words) -> String {
    w.get("month-short", &crate::args!(month = m))
}

fn date_of(ms: f64) -> (i64, u32, u32) {
    civil_from_days((ms / DAY_MS as f64).floor() as i64)
}

impl Fitted {
    /// Fits `axis` to `values`; `zero` includes 0 in a linear range (value axes) and
    /// leaves headroom above the highest value.
    pub fn fit(axis: &Axis, values: &[f64], zero: bool, w: &'static Words) -> Fitted {
        Fitted::fit_ticks(axis, values, zero, 6.0, w)
    }

    /// [`Fitted::fit`] aiming at about `ticks` intervals (fewer for small panels).
    pub fn fit_ticks(axis: &Axis, values: &[f64], zero: bool, ticks: f64, w: &'static Words) -> Fitted {
        let finite: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
        let (mut lo, mut hi) = match axis.range {
            Some(r) => r,
            None => (
                finite.iter().copied().fold(f64::INFINITY, f64::min),
                finite.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            ),
        };
        if !lo.is_finite() || !hi.is_finite() {
            (lo, hi) = (0.0, 1.0);
        }
        let log = axis.scale == Scale::Log;
        let mut f = Fitted {
            lo,
            hi,
            log,
            unit: axis.unit,
            div: 1.0,
            unit_name: "",
            ticks: Vec::new(),
            title: axis.label.clone(),
        };
        if log {
            f.fit_log(&finite, w);
            // A fixed range wins over the decades (ticks outside it go).
            if let Some((lo, hi)) = axis.range.filter(|r| r.0 > 0.0 && r.1 > r.0) {
                f.lo = lo;
                f.hi = hi;
                f.ticks.retain(|t| t.0 >= lo * 0.9999 && t.0 <= hi * 1.0001);
            }
        } else {
            let calendar = matches!(axis.unit, Unit::Date | Unit::ClockMinutes);
            if zero && !calendar && axis.range.is_none() && lo > 0.0 {
                f.lo = 0.0;
            }
            if f.hi <= f.lo {
                f.hi = f.lo + if axis.unit == Unit::Millis { 1000.0 } else { 1.0 };
            }
            match axis.unit {
                Unit::Date => f.fit_dates(w),
                Unit::ClockMinutes => f.fit_clock(),
                _ => f.fit_linear(axis.range.is_some(), zero, ticks, axis.step, w),
            }
        }
        f
    }

    fn fit_linear(&mut self, fixed: bool, headroom: bool, target: f64, given: Option<f64>, w: &'static Words) {
        let (div, name) = match self.unit {
            Unit::Millis => time_unit(self.hi.abs().max(self.lo.abs()), w.lang()),
            Unit::Percent => (0.01, "%"),
            _ => (1.0, ""),
        };
        self.div = div;
        self.unit_name = name;
        let whole = self.unit == Unit::Count;
        let (lo, hi) = (self.lo / div, self.hi / div);
        // Counts over a short span tick every whole number.
        let step = match given {
            Some(g) => g / div,
            None if whole && hi - lo <= 12.0 => 1.0,
            None => nice_step((hi - lo) / target, whole),
        };
        let first = (lo / step).ceil() * step;
        if !fixed {
            // Extend to whole ticks around the data, with room above the highest value
            // for its label.
            self.lo = (lo / step).floor() * step * div;
            let mut top = (hi / step).ceil() * step;
            if headroom && top - hi < step * 0.15 {
                top += step;
            }
            self.hi = top * div;
        }
        let (lo, hi) = (self.lo / div, self.hi / div);
        let mut t = if fixed { first } else { lo };
        let mut ticks = Vec::new();
        while t <= hi + step * 1e-9 && ticks.len() < 50 {
            let v = if t.abs() < step * 1e-9 { 0.0 } else { t };
            let label = match self.unit {
                Unit::Percent => format!("%{}", turkish_number(v, w.lang())),
                _ => turkish_number(v, w.lang()),
            };
            ticks.push((v * div, label));
            t += step;
        }
        self.ticks = ticks;
        self.title = match (self.unit, name) {
            (Unit::Millis, n) => format!("{} ({n})", self.title),
            _ => self.title.clone(),
        };
    }

    fn fit_log(&mut self, values: &[f64], w: &'static Words) {
        let positive: Vec<f64> = values.iter().copied().filter(|v| *v > 0.0).collect();
        let min = positive.iter().copied().fold(f64::INFINITY, f64::min);
        let max = positive.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let (min, max) = if min.is_finite() { (min, max) } else { (1.0, 10.0) };
        if self.unit == Unit::Millis {
            // Human marks: 1 ms, 10 ms, 100 ms, 1 s, 10 s, 1 dk, 10 dk, 1 sa, 10 sa, 1 gün, 10 gün, 100 gün
            // (English 1 min, 10 h, 1 d, …): (ms, how many, which unit of `time_units`).
            let marks: [(f64, u32, usize); 12] = [
                (1.0, 1, 0),
                (10.0, 10, 0),
                (100.0, 100, 0),
                (1e3, 1, 1),
                (1e4, 10, 1),
                (6e4, 1, 2),
                (6e5, 10, 2),
                (3.6e6, 1, 3),
                (3.6e7, 10, 3),
                (8.64e7, 1, 4),
                (8.64e8, 10, 4),
                (8.64e9, 100, 4),
            ];
            let units = time_units(w.lang());
            let lo = marks.iter().rev().find(|m| m.0 <= min).map(|m| m.0).unwrap_or(1.0);
            let hi = marks.iter().find(|m| m.0 >= max).map(|m| m.0).unwrap_or(max);
            self.lo = lo;
            self.hi = hi.max(lo * 10.0);
            // 10 sa and 1 gün are only 0.38 decades apart: on an axis of more than four
            // decades their labels would touch, so 10 sa goes.
            let crowded = self.hi / self.lo > 1e4 && self.lo <= 3.6e7 && self.hi >= 8.64e7;
            self.ticks = marks
                .iter()
                .filter(|m| m.0 >= self.lo && m.0 <= self.hi && !(crowded && (m.1, m.2) == (10, 3)))
                .map(|&(ms, n, unit)| (ms, format!("{n} {}", units[unit].1)))
                .collect();
        } else {
            self.lo = libm::pow(10.0, libm::log10(min).floor());
            self.hi = libm::pow(10.0, libm::log10(max).ceil()).max(self.lo * 10.0);
            let decades = libm::log10(self.hi / self.lo).round() as i32;
            let mut ticks = Vec::new();
            let mut d = self.lo;
            // A tick reads its value: 0,0001 has four decimals, not the three that round it to 0.
            let label = |v: f64| {
                let places = (-libm::log10(v).floor()).max(3.0) as usize;
                crate::report::units::number_places(v, places, w.lang())
            };
            while d <= self.hi * 1.0001 {
                ticks.push((d, label(d)));
                if decades <= 2 {
                    for m in [2.0, 5.0] {
                        if d * m < self.hi {
                            ticks.push((d * m, label(d * m)));
                        }
                    }
                }
                d *= 10.0;
            }
            self.ticks = ticks;
        }
    }

    fn fit_dates(&mut self, w: &'static Words) {
        // A little room on both sides, so a run on the first or last day is not on the edge.
        let pad = ((self.hi - self.lo) * 0.03).max(DAY_MS as f64 / 2.0);
        self.lo -= pad;
        self.hi += pad;
        let span_days = (self.hi - self.lo) / DAY_MS as f64;
        let (y0, m0, _) = date_of(self.lo);
        let mut ticks = Vec::new();
        let years = span_days / 30.4 / 12.0;
        if years > 12.0 {
            // Decades or centuries (a rare cron date): a tick every 1, 2, 5, 10, … years, at
            // most about a dozen, so the loop is bounded by the ticks, not by the months.
            let every = (0..)
                .map(|e| [1i64, 2, 5][e % 3] * 10i64.pow(e as u32 / 3))
                .find(|&k| years / k as f64 <= 12.0)
                .expect("a finite span");
            let mut y = y0.div_euclid(every) * every;
            loop {
                let at = days_from_civil(y, 1, 1) as f64 * DAY_MS as f64;
                if at > self.hi {
                    break;
                }
                if at >= self.lo {
                    ticks.push((at, y.to_string()));
                }
                y += every;
            }
        } else if span_days > 62.0 {
            let months = span_days / 30.4;
            let every = [1u32, 2, 3, 6, 12].into_iter().find(|k| months / f64::from(*k) <= 12.0).unwrap_or(12);
            let (mut y, mut m) = (y0, m0);
            loop {
                let at = days_from_civil(y, m, 1) as f64 * DAY_MS as f64;
                if at > self.hi {
                    break;
                }
                if at >= self.lo && (m - 1) % every == 0 {
                    let label = if m == 1 { format!("{} {y}", month(1, w)) } else { month(m, w) };
                    ticks.push((at, label));
                }
                (y, m) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
            }
        } else {
            let every = nice_step(span_days / 7.0, true).max(1.0) as i64;
            let start = (self.lo / DAY_MS as f64).ceil() as i64;
            let end = (self.hi / DAY_MS as f64).floor() as i64;
            let mut d = start;
            while d <= end {
                let (_, m, day) = civil_from_days(d);
                ticks.push((d as f64 * DAY_MS as f64, format!("{day} {}", month(m, w))));
                d += every;
            }
        }
        self.ticks = ticks;
    }

    fn fit_clock(&mut self) {
        let span = self.hi - self.lo;
        let step = if span > 720.0 {
            180.0
        } else if span > 360.0 {
            60.0
        } else if span > 120.0 {
            30.0
        } else {
            15.0
        };
        self.lo = (self.lo / step).floor() * step;
        self.hi = (self.hi / step).ceil() * step;
        let mut t = self.lo;
        let mut ticks = Vec::new();
        while t <= self.hi + 1e-9 {
            let m = t.rem_euclid(1440.0) as u32;
            ticks.push((t, format!("{:02}:{:02}", m / 60, m % 60)));
            t += step;
        }
        self.ticks = ticks;
    }

    /// Maps a data value to `[a, b]` (pixels); values below a log axis sit at its floor.
    pub fn map(&self, v: f64, a: f64, b: f64) -> f64 {
        let t = if self.log {
            let v = v.max(self.lo);
            (libm::log10(v) - libm::log10(self.lo)) / (libm::log10(self.hi) - libm::log10(self.lo))
        } else {
            (v - self.lo) / (self.hi - self.lo)
        };
        a + (b - a) * t
    }

    /// Widens the range a little where data sits on its ends, so markers there are drawn
    /// whole inside the plot.
    pub fn pad_ends(&mut self, data_lo: f64, data_hi: f64) {
        if self.log {
            if data_lo <= self.lo * 1.0001 {
                self.lo /= 1.15;
            }
            if data_hi >= self.hi / 1.0001 {
                self.hi *= 1.15;
            }
        } else {
            let pad = (self.hi - self.lo) * 0.03;
            if data_lo <= self.lo + pad * 0.01 {
                self.lo -= pad;
            }
            if data_hi >= self.hi - pad * 0.01 {
                self.hi += pad;
            }
        }
    }

    /// Whether the axis is logarithmic.
    pub fn is_log(&self) -> bool {
        self.log
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_and_log_marks_follow_the_language() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        use crate::report::glossary::Lang;
        assert_eq!(month(2, w), "Şub");
        let en = crate::report::words::Words::of(Lang::En);
        assert_eq!(month(2, en), "Feb");
        // A log axis from a minute to ten days: its human marks (10 sa goes: crowded).
        let axis = Axis::new("süre", Unit::Millis).log();
        let marks = |w: &'static Words| {
            Fitted::fit(&axis, &[6e4, 8.64e8], false, w).ticks.into_iter().map(|t| t.1).collect::<Vec<_>>()
        };
        assert_eq!(marks(w), ["1 dk", "10 dk", "1 sa", "1 gün", "10 gün"]);
        assert_eq!(marks(en), ["1 min", "10 min", "1 h", "1 d", "10 d"]);
    }

    #[test]
    fn numbers_read_as_turkish() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        assert_eq!(turkish_number(0.5, w.lang()), "0,5");
        assert_eq!(turkish_number(3073.0, w.lang()), "3073");
        assert_eq!(turkish_number(12500.0, w.lang()), "12.500");
        assert_eq!(turkish_number(8191.5, w.lang()), "8191,5");
        assert_eq!(turkish_number(-2.25, w.lang()), "-2,25");
    }

    #[test]
    fn count_axes_tick_whole_numbers_and_time_axes_pick_a_unit() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        let f = Fitted::fit(&Axis::new("koşum", Unit::Count), &[0.0, 2.0], true, w);
        assert!(f.ticks.iter().all(|(v, _)| v.fract() == 0.0), "{:?}", f.ticks);
        let f = Fitted::fit(&Axis::new("zaman", Unit::Millis), &[0.0, 32.0 * 86_400_000.0], true, w);
        assert_eq!(f.title, "zaman (gün)");
        let f = Fitted::fit(&Axis::new("zaman", Unit::Millis), &[0.0, 39_000.0], true, w);
        assert_eq!(f.title, "zaman (s)");
        assert_eq!(f.ticks[1].1, "10");
    }

    #[test]
    fn log_time_axes_mark_human_durations() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        let f = Fitted::fit(&Axis::new("bekleme", Unit::Millis).log(), &[28_000.0, 8_191_500.0], false, w);
        let labels: Vec<&str> = f.ticks.iter().map(|t| t.1.as_str()).collect();
        assert_eq!(labels, ["10 s", "1 dk", "10 dk", "1 sa", "10 sa"]);
    }

    #[test]
    fn log_ticks_read_their_value() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        let f = Fitted::fit(&Axis::new("pay", Unit::Plain).log(), &[0.000_2, 0.5], false, w);
        let labels: Vec<&str> = f.ticks.iter().map(|t| t.1.as_str()).collect();
        assert_eq!(labels, ["0,0001", "0,001", "0,01", "0,1", "1"]);
    }
}
