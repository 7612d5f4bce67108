//! Hardware numbers of RNGD that the stream dialect's verifiers check: the hardware
//! model's ([`visa_tcp::limits`], where each cites its manual line).

pub use visa_tcp::limits::{
    CLUSTERS, DM_BYTES, DM_WRITE_ALIGN, FETCH_ALIGN_BYTES, FLIT_BYTES, HBM_BYTES, ROWS, SLICES,
    TRF_BYTES, VRF_BYTES,
};
