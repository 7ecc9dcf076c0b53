import configparser
import os

DEFAULTS = {
    "server": {"port": "8000", "debug": "false"},
    "paths": {"export_dir": "/var/lib/tidewatch/exports", "station_xml": "/var/lib/tidewatch/stations.xml"},
}


def load_config(path):
    cfg = configparser.ConfigParser()
    cfg.read_dict(DEFAULTS)
    cfg.read([path, os.path.expanduser("~/.tidewatch.ini")])
    return cfg
