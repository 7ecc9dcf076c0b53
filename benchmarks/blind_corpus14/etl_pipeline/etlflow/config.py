"""Configuration from /etc/etlflow/etlflow.ini (written by the data-platform team)."""
import configparser
import os

DEFAULTS = {
    "warehouse": {
        "host": "warehouse.internal",
        "dbname": "analytics",
        "user": "etl_loader",
        "password": "Wh!2023-prod-loader",
    },
    "paths": {
        "inbox": "/data/inbox",
        "staging": "/data/staging",
        "cache": "/var/cache/etlflow",
    },
    "queue": {"url": "https://sqs.eu-west-1.amazonaws.com/123456789012/portal-recipes"},
}


def load(path=None):
    parser = configparser.ConfigParser()
    parser.read_dict(DEFAULTS)
    parser.read(path or os.environ.get("ETLFLOW_CONFIG", "/etc/etlflow/etlflow.ini"))
    return parser


CONFIG = load()
