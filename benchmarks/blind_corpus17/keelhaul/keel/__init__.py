"""keelhaul - shipyard work orders (Falcon API) plus yard ops scripts."""
