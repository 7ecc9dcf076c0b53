"""tidewatch - tide gauge dashboard for harbour staff."""
