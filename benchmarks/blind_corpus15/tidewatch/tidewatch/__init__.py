"""tidewatch: live dashboard for coastal tide-gauge stations."""
