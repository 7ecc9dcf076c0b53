import configparser
import os
from pathlib import Path

DEFAULT_PATH = Path(os.environ.get("SUMPCAT_CONFIG", "~/.config/sumpcat.ini")).expanduser()


def load(path=None):
    parser = configparser.ConfigParser()
    parser.read_dict(
        {
            "sumpcat": {
                "database": str(Path("~/.local/share/sumpcat/catalogue.sqlite3").expanduser()),
                "bundle_dir": str(Path("~/.local/share/sumpcat/bundles").expanduser()),
                "report_dir": str(Path("~/sumpcat-reports").expanduser()),
                "ldap_url": "ldap://directory.cavingclub.example.org",
                "ldap_base": "ou=members,dc=cavingclub,dc=example,dc=org",
                "viewer": "aven",
            }
        }
    )
    parser.read(path or DEFAULT_PATH)
    return parser["sumpcat"]
