from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import yaml

DEFAULT_CONFIG = Path(os.environ.get("DEPLOYCTL_CONFIG", "~/.config/deployctl.yaml")).expanduser()
ARTIFACT_TOKEN = os.environ.get("DEPLOYCTL_ARTIFACT_TOKEN", "art_9d2f7c41e0b84a5f93c6d1e8b7a2f0c5")


@dataclass
class Target:
    name: str
    hosts: list[str]
    user: str = "deploy"
    release_dir: str = "/srv/app/releases"
    health_port: int = 8080


@dataclass
class Config:
    artifact_url: str
    kube_contexts: list[str] = field(default_factory=list)
    targets: dict[str, Target] = field(default_factory=dict)


def load(path: Path = DEFAULT_CONFIG) -> Config:
    with open(path) as fh:
        raw = yaml.safe_load(fh) or {}
    targets = {name: Target(name=name, **spec) for name, spec in raw.get("targets", {}).items()}
    return Config(artifact_url=raw["artifact_url"], kube_contexts=raw.get("kube_contexts", []), targets=targets)
