//! What the pool's sentences share: the values they write per edition ([`Dec`], [`When`])
//! and the statements several charts say (a pool size, a pool's time, why a window is not
//! steady).

use super::steady::Settling;
use crate::report::lang::Lang;
use crate::report::statement::Shown;
use crate::report::units::{human_ms, ms_on_axis, number_places};

/// A number with `places` decimals and the edition's decimal mark (a comma in Turkish),
/// no thousands grouping: exact in a fact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Dec(pub f64, pub usize);

impl Shown for Dec {
    fn exact(&self) -> f64 {
        self.0
    }
    fn show(&self, lang: Lang) -> String {
        let (v, places) = (self.0, self.1);
        let s = format!("{v:.places$}");
        match lang {
            Lang::Tr => s.replace('.', ","),
            Lang::En => s,
        }
    }
}

/// A growth in messages a second: one decimal, none from a thousand up (`1.234/s`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Rate(pub f64);

impl Shown for Rate {
    fn exact(&self) -> f64 {
        self.0
    }
    fn show(&self, lang: Lang) -> String {
        if self.0 >= 1000.0 { number_places(self.0, 0, lang) } else { Dec(self.0, 1).show(lang) }
    }
}

/// A duration in the unit that fits it, or in the unit of an axis reaching `span` ms (a
/// chart's one unit): exact milliseconds in a fact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct When {
    pub ms: f64,
    pub span: Option<f64>,
}

impl When {
    pub(super) fn on_axis(ms: f64, span: f64) -> When {
        When { ms, span: Some(span) }
    }
    pub(super) fn human(ms: f64) -> When {
        When { ms, span: None }
    }
}

impl Shown for When {
    fn exact(&self) -> f64 {
        self.ms
    }
    fn show(&self, lang: Lang) -> String {
        match self.span {
            Some(span) => ms_on_axis(self.ms, span, lang),
            None => human_ms(self.ms, lang),
        }
    }
}

crate::statement! {
    /// A pool size as a series or a panel names it (`10 workers`).
    pub(super) struct Size = "worker-pool-size" { input count workers: u32 }
}
crate::statement! {
    /// A pool's time: when its burst drained, or the wait of its last message.
    pub(super) struct SizeAt = "worker-pool-size-at" { claim count workers: u32, claim shown end: When }
}

crate::regime! {
    /// What is shorter than the queue's relaxation time in an unsettled window.
    pub(crate) enum Short { Warmup = "warmup", Batch = "batch", Both = "both" }
}

crate::statement! {
    /// Why an unsettled window is no steady state.
    pub(super) struct Because = "worker-pool-short-of" {
        claim select short: Short,
        claim ms warmup: f64,
        claim ms batch: f64,
        claim ms relax: f64,
    }
}

impl Because {
    /// Why `window` is no steady state (`None` unless it is unsettled).
    pub(super) fn of(window: &Settling) -> Option<Because> {
        let Settling::Unsettled { warmup_ms, batch_ms, relax_ms } = *window else { return None };
        let short = match window.short() {
            Some("warmup") => Short::Warmup,
            Some("batch") => Short::Batch,
            _ => Short::Both,
        };
        Some(Because { short, warmup: warmup_ms, batch: batch_ms, relax: relax_ms })
    }
}
