//! Random variates from raw ChaCha words, with the same bits on every platform.
//!
//! Every draw starts from one 64-bit word of a named stream ([`crate::sim::Stream`]) and is
//! turned into a variate by inverse CDF in code jobsim owns: no `rand` distribution (their
//! sampling code may change between versions), and `ln`, `exp` and `sqrt` come from the
//! `libm` crate (a pure-Rust port of musl's libm), never the platform's math library. The
//! rest is plain IEEE-754 `f64` arithmetic (`+ − × ÷`, correctly rounded everywhere; Rust
//! never fuses them into FMA), so one seed gives the same numbers on every OS, CPU and
//! compiler version.
//!
//! | variate | from a word `w` |
//! |---|---|
//! | uniform in (0, 1] | `((w >> 11) + 1) / 2^53`: never 0, so `ln` stays finite |
//! | uniform in (0, 1) | `((w >> 12) + ½) / 2^52`: for the normal quantile |
//! | exponential, mean m | `−ln(U) · m` with U in (0, 1]: at most 36.7 m |
//! | normal (μ, σ) | `μ + σ · Φ⁻¹(U)`, Wichura's AS 241 quantile (about 1e-16) |
//! | lognormal, mean m, CV v | `exp(ln m − s²/2 + s · Φ⁻¹(U))` with `s² = ln(1 + v²)` |
//!
//! Model time is whole milliseconds: a continuous duration is rounded to the nearest
//! millisecond, halves up ([`round_ms`]), once, when the event it delays is scheduled.
//!
//! # Example
//! ```
//! use jobsim::sim::Streams;
//! use jobsim::variates;
//! let mut s = Streams::new(7).fork("worker/0");
//! let x = variates::exponential(&mut s, 1000.0);
//! assert!(x > 0.0 && x < 36_737.0);
//! assert_eq!(variates::round_ms(2.5), 3);
//! assert!((variates::normal_quantile(0.975) - 1.959_963_984_540_054).abs() < 1e-15);
//! ```

use crate::sim::Stream;

const TWO_POW_53: f64 = 9_007_199_254_740_992.0;
const TWO_POW_52: f64 = 4_503_599_627_370_496.0;

/// A uniform number in (0, 1] from a raw word (its top 53 bits).
pub fn unit_open_closed(w: u64) -> f64 {
    ((w >> 11) + 1) as f64 / TWO_POW_53
}

/// A uniform number in (0, 1) from a raw word: its top 52 bits, centred (53 significant
/// bits, exact, from 2^-53 to 1 − 2^-53).
pub fn unit_open(w: u64) -> f64 {
    ((w >> 12) as f64 + 0.5) / TWO_POW_52
}

/// An exponential draw with mean `mean`: `−ln(U) · mean`, U in (0, 1].
pub fn exponential(s: &mut Stream, mean: f64) -> f64 {
    -libm::log(unit_open_closed(s.next_u64())) * mean
}

/// A normal draw: `mean + sd · Φ⁻¹(U)`, U in (0, 1).
pub fn normal(s: &mut Stream, mean: f64, sd: f64) -> f64 {
    mean + sd * normal_quantile(unit_open(s.next_u64()))
}

/// A lognormal draw with the given mean and coefficient of variation (sd / mean).
pub fn lognormal(s: &mut Stream, mean: f64, cv: f64) -> f64 {
    let (mu, sigma) = lognormal_shape(mean, cv);
    libm::exp(mu + sigma * normal_quantile(unit_open(s.next_u64())))
}

/// The underlying normal's `(μ, σ)` of a lognormal with this mean and CV.
pub fn lognormal_shape(mean: f64, cv: f64) -> (f64, f64) {
    let var = libm::log1p(cv * cv);
    (libm::log(mean) - var / 2.0, libm::sqrt(var))
}

/// A uniform draw in `[lo, hi)`: `lo + (hi − lo) · u` (Python's `random.uniform`).
pub fn uniform(s: &mut Stream, lo: f64, hi: f64) -> f64 {
    let u = (s.next_u64() >> 11) as f64 / TWO_POW_53;
    lo + (hi - lo) * u
}

/// A non-negative duration in whole milliseconds: the nearest, halves up.
pub fn round_ms(x: f64) -> u64 {
    assert!(x >= 0.0 && x.is_finite(), "a duration must be finite and non-negative: {x}");
    libm::floor(x + 0.5) as u64
}

fn poly(c: &[f64; 8], x: f64) -> f64 {
    c.iter().rev().fold(0.0, |acc, &k| acc * x + k)
}

// Wichura, "The Percentage Points of the Normal Distribution", Algorithm AS 241 (PPND16),
// Applied Statistics 37 (1988) 477–484; coefficients lowest degree first, as published
// (more digits than an f64 holds: the literals round to the nearest f64).
#[allow(clippy::excessive_precision)]
const A: [f64; 8] = [
    3.387_132_872_796_366_608,
    1.331_416_678_917_843_774_5e2,
    1.971_590_950_306_551_442_7e3,
    1.373_169_376_550_946_112_5e4,
    4.592_195_393_154_987_145_7e4,
    6.726_577_092_700_870_085_3e4,
    3.343_057_558_358_812_810_5e4,
    2.509_080_928_730_122_672_7e3,
];
#[allow(clippy::excessive_precision)]
const B: [f64; 8] = [
    1.0,
    4.231_333_070_160_091_125_2e1,
    6.871_870_074_920_579_083e2,
    5.394_196_021_424_751_107_7e3,
    2.121_379_430_158_659_586_7e4,
    3.930_789_580_009_271_061e4,
    2.872_908_573_572_194_267_4e4,
    5.226_495_278_852_854_561e3,
];
#[allow(clippy::excessive_precision)]
const C: [f64; 8] = [
    1.423_437_110_749_683_577_34,
    4.630_337_846_156_545_295_9,
    5.769_497_221_460_691_405_5,
    3.647_848_324_763_204_605_04,
    1.270_458_252_452_368_382_58,
    2.417_807_251_774_506_117_7e-1,
    2.272_384_498_926_918_458_33e-2,
    7.745_450_142_783_414_076_4e-4,
];
#[allow(clippy::excessive_precision)]
const D: [f64; 8] = [
    1.0,
    2.053_191_626_637_758_821_87,
    1.676_384_830_183_803_849_4,
    6.897_673_349_851_000_045_5e-1,
    1.481_039_764_274_800_745_9e-1,
    1.519_866_656_361_645_719_66e-2,
    5.475_938_084_995_344_946e-4,
    1.050_750_071_644_416_843_24e-9,
];
#[allow(clippy::excessive_precision)]
const E: [f64; 8] = [
    6.657_904_643_501_103_777_2,
    5.463_784_911_164_114_369_9,
    1.784_826_539_917_291_335_8,
    2.965_605_718_285_048_912_3e-1,
    2.653_218_952_657_612_309_3e-2,
    1.242_660_947_388_078_438_6e-3,
    2.711_555_568_743_487_578_15e-5,
    2.010_334_399_292_288_132_65e-7,
];
#[allow(clippy::excessive_precision)]
const F: [f64; 8] = [
    1.0,
    5.998_322_065_558_879_376_9e-1,
    1.369_298_809_227_358_053_1e-1,
    1.487_536_129_085_061_485_25e-2,
    7.868_691_311_456_132_591e-4,
    1.846_318_317_510_054_681_8e-5,
    1.421_511_758_316_445_888_7e-7,
    2.044_263_103_389_939_785_64e-15,
];

/// Φ⁻¹(p), the standard normal quantile, for p in (0, 1) (AS 241).
pub fn normal_quantile(p: f64) -> f64 {
    assert!(p > 0.0 && p < 1.0, "a normal quantile needs 0 < p < 1: {p}");
    let q = p - 0.5;
    if q.abs() <= 0.425 {
        let r = 0.180_625 - q * q;
        return q * poly(&A, r) / poly(&B, r);
    }
    let tail = if q < 0.0 { p } else { 1.0 - p };
    let r = libm::sqrt(-libm::log(tail));
    let z = if r <= 5.0 {
        let r = r - 1.6;
        poly(&C, r) / poly(&D, r)
    } else {
        let r = r - 5.0;
        poly(&E, r) / poly(&F, r)
    };
    if q < 0.0 { -z } else { z }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Streams;

    #[test]
    fn the_quantile_matches_known_values() {
        // Reference values (Python's statistics.NormalDist, also AS 241).
        for (p, z) in [
            (0.5, 0.0),
            (0.975, 1.959_963_984_540_054),
            (0.1, -1.281_551_565_544_600_8),
            (1e-12, -7.034_483_825_301_132),
            (0.999_999, 4.753_424_308_817_089),
        ] {
            assert!((normal_quantile(p) - z).abs() < 1e-13 * z.abs().max(1.0), "{p}: {}", normal_quantile(p));
        }
    }

    #[test]
    fn the_units_never_reach_their_open_ends() {
        assert_eq!(unit_open_closed(u64::MAX), 1.0);
        assert!(unit_open_closed(0) > 0.0);
        assert!(unit_open(0) > 0.0 && unit_open(u64::MAX) < 1.0);
    }

    #[test]
    fn sample_means_match_the_parameters() {
        let mut s = Streams::new(1).fork("t");
        let n = 200_000;
        let exp: f64 = (0..n).map(|_| exponential(&mut s, 100.0)).sum::<f64>() / n as f64;
        assert!((exp - 100.0).abs() < 1.5, "{exp}");
        let logn: Vec<f64> = (0..n).map(|_| lognormal(&mut s, 100.0, 0.5)).collect();
        let m = logn.iter().sum::<f64>() / n as f64;
        let sd = (logn.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / n as f64).sqrt();
        assert!((m - 100.0).abs() < 0.5 && (sd / m - 0.5).abs() < 0.01, "{m} {sd}");
        let norm: f64 = (0..n).map(|_| normal(&mut s, 10.0, 2.0)).sum::<f64>() / n as f64;
        assert!((norm - 10.0).abs() < 0.03, "{norm}");
    }

    #[test]
    fn rounding_is_to_the_nearest_millisecond_halves_up() {
        assert_eq!([round_ms(0.0), round_ms(0.49), round_ms(0.5), round_ms(1.5), round_ms(9.99)], [0, 0, 1, 2, 10]);
    }
}
