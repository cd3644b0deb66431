//! What retry-storm says: the storm chart's title (the busiest bucket), its caption (the
//! dependency's capacity, the backoff, the buckets over capacity, the successes and the
//! consumers that gave up) and its axis and capacity line, each a declared statement.

crate::statement! {
    /// The backoff in the caption: the anchor's, or a named policy's.
    pub(super) struct Backoff = "retry-storm-backoff" { input select named: bool, input text policy: &'static str }
}
crate::statement! {
    /// The title: the consumers (and the named policy, ` (Sidekiq)`), and the requests in
    /// the busiest bucket.
    pub(super) struct Title = "retry-storm-title" {
        input count consumers: u32,
        input text system: String,
        input ms bucket: u64,
        claim count peak: u64,
    }
}
crate::statement! {
    /// The caption: what the dependency accepts, how a rejected consumer retries, the
    /// buckets over capacity, the successes, the consumers that gave up and the last
    /// request.
    pub(super) struct Caption = "retry-storm-caption" {
        input ms bucket: u64,
        input count cap: u64,
        say backoff: Backoff,
        input count tries: u32,
        claim count over: u64,
        claim count successes: u64,
        claim count gave_ups: u64,
        claim ms last: u64,
    }
}
crate::statement! {
    /// The y axis: requests per bucket.
    pub(super) struct Y = "retry-storm-y" { input ms bucket: u64 }
}
crate::statement! {
    /// The capacity line's label.
    pub(super) struct Capacity = "retry-storm-capacity" { input count cap: u64 }
}
