import configparser
import os


def load(path):
    cfg = configparser.ConfigParser()
    cfg.read(path)
    if not cfg.has_section("secrets"):
        cfg.add_section("secrets")
    env_key = os.environ.get("BEACONHUB_API_SIGNING_KEY")
    if env_key:
        cfg.set("secrets", "api_signing_key", env_key)
    return cfg
