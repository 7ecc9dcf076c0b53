import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Config:
    database_url: str = os.getenv("TIDEWATER_DB", "postgresql+asyncpg://tidewater@localhost/tidewater")
    token_secret: str = os.getenv("TIDEWATER_TOKEN_SECRET", "")
    plot_dir: str = os.getenv("TIDEWATER_PLOTS", "/var/cache/tidewater/plots")
    feed_hosts: frozenset = field(default_factory=lambda: frozenset(
        os.getenv("TIDEWATER_FEED_HOSTS", "tides.noaa.example,data.bsh.example").split(",")))


config = Config()
