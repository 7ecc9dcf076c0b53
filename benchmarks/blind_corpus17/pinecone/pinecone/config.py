import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

import yaml

CONFIG_PATH = Path(os.environ.get("PINECONE_CONFIG", "~/.config/pinecone/config.yaml")).expanduser()


@dataclass
class Config:
    index_url: str = "https://recipes.pinecone.example/index.yaml"
    mirrors: list = field(default_factory=lambda: ["https://m1.pinecone.example", "https://m2.pinecone.example"])
    prefix: Path = Path("~/.local/pinecone").expanduser()
    cache: Path = Path("~/.cache/pinecone").expanduser()
    hooks: Path = Path("~/.config/pinecone/hooks.py").expanduser()


def load_config() -> Config:
    cfg = Config()
    if CONFIG_PATH.exists():
        with open(CONFIG_PATH, encoding="utf-8") as fh:
            data = yaml.load(fh, Loader=yaml.CSafeLoader) or {}
        for key, value in data.items():
            if hasattr(cfg, key):
                setattr(cfg, key, type(getattr(cfg, key))(value))
    return cfg


def cache_dir_for(cfg: Config, url: str) -> Path:
    slug = hashlib.sha1(url.encode("utf-8")).hexdigest()[:12]
    path = cfg.cache / slug
    path.mkdir(parents=True, exist_ok=True)
    return path
