//! How tables and charts print the named systems of [`crate::backoff::named`] beyond their
//! names: each one's CSV columns (its waits, and their bounds) and its chart concept, one
//! entry per system. Presentation strings stay out of the mechanism; every model that
//! prints a system reads them here (`system.wait_column()`, `system.key()`).

use crate::backoff::named::System;

/// How one system is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Printed {
    pub system: System,
    /// Its column of waits in tables (`sidekiq_wait_ms`), and of their bounds.
    pub wait_column: &'static str,
    pub min_column: &'static str,
    pub max_column: &'static str,
    /// The chart concept (`system.sidekiq`), in the glossary ([`crate::report::glossary::TERMS`]).
    pub key: &'static str,
}

/// One entry per system from its column stem and its concept.
macro_rules! printed {
    ($($system:ident: $stem:literal, $key:literal;)*) => {
        [$(Printed {
            system: System::$system,
            wait_column: concat!($stem, "_wait_ms"),
            min_column: concat!($stem, "_min_ms"),
            max_column: concat!($stem, "_max_ms"),
            key: $key,
        },)*]
    };
}

/// Every system, in the order of [`System::ALL`] (checked at compile time).
pub const PRINTED: [Printed; 9] = printed! {
    Sidekiq: "sidekiq", "system.sidekiq";
    Oban: "oban", "system.oban";
    Temporal: "temporal", "system.temporal";
    Bullmq: "bullmq", "system.bullmq";
    Celery: "celery", "system.celery";
    AwsStandard: "aws_standard", "system.aws-standard";
    GrpcConnect: "grpc_connect", "system.grpc-connect";
    Gcs: "gcs", "system.gcs";
    River: "river", "system.river";
};

const _: () = {
    let mut i = 0;
    while i < PRINTED.len() {
        assert!(PRINTED[i].system as usize == i, "PRINTED lists the systems in the enum's order");
        i += 1;
    }
};

impl System {
    /// How tables and charts print the system.
    pub fn printed(self) -> &'static Printed {
        &PRINTED[self as usize]
    }

    /// Its column of waits in tables (`sidekiq_wait_ms`), and of their bounds.
    pub fn wait_column(self) -> &'static str {
        self.printed().wait_column
    }
    pub fn min_column(self) -> &'static str {
        self.printed().min_column
    }
    pub fn max_column(self) -> &'static str {
        self.printed().max_column
    }

    /// The chart concept (`system.sidekiq`).
    pub fn key(self) -> &'static str {
        self.printed().key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::concepts;
    use crate::report::figure::Key;

    #[test]
    fn every_system_prints_with_a_known_concept_and_its_own_columns() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        for s in System::ALL {
            assert!(concepts::known(Key(s.key())), "{}", s.key());
            assert_eq!(Key(s.key()).name(w.lang()), s.title(), "the legend names the system as it names itself");
            let stem = s.name().replace('-', "_");
            assert_eq!(
                [s.wait_column(), s.min_column(), s.max_column()],
                [format!("{stem}_wait_ms"), format!("{stem}_min_ms"), format!("{stem}_max_ms")]
            );
        }
    }
}
