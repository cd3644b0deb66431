//! What queue-drain says: the drain chart's title (the drain's time), its caption (the
//! crashes, the dead letters, the acknowledgements) and its marks' labels (only poison
//! messages left, the queue drained), each a declared statement.

crate::statement! {
    /// The title: the messages and consumers, and when the queue is empty.
    pub(super) struct Title = "queue-drain-title" {
        input count messages: u32,
        input count consumers: u32,
        claim ms end: u64,
    }
}
crate::statement! {
    /// The caption: what kills a consumer, the process deaths, the dead letters, the
    /// messages processed by the last acknowledgement and the deliveries.
    pub(super) struct Caption = "queue-drain-caption" {
        input count poison_mod: u32,
        claim count crashes: u64,
        input count max_deliveries: u32,
        claim count dead: u64,
        claim count processed: u64,
        claim ms last_ack: u64,
        claim count deliveries: u64,
    }
}
crate::statement! {
    /// The band after the last acknowledgement: only poison messages are left, each
    /// dead-lettered after its last delivery (made only when that is so).
    pub(super) struct PoisonLeft = "queue-drain-poison-left" { input text deliveries: String }
}
crate::statement! {
    /// The drain's end: when the queue is empty, and whether a dead-lettering emptied it
    /// (the last poison message dead-lettered after the last acknowledgement).
    pub(super) struct Drained = "queue-drain-drained" { claim select dead: bool, claim ms at: u64 }
}
