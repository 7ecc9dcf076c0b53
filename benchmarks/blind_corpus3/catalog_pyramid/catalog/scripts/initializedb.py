"""catalog_initdb <config_uri> [seed.sql ...]

Creates the schema and optionally loads seed SQL files with psql.
Run by the operator during deployment.
"""
import getpass
import subprocess
import sys

from pyramid.paster import get_appsettings, setup_logging
from sqlalchemy import engine_from_config

from catalog.models import Base, DBSession, User
from catalog.views.auth import hash_password


def usage(argv):
    print("usage: %s <config_uri> [seed.sql ...]" % argv[0])
    sys.exit(1)


def main(argv=sys.argv):
    if len(argv) < 2:
        usage(argv)
    config_uri = argv[1]
    setup_logging(config_uri)
    settings = get_appsettings(config_uri)
    engine = engine_from_config(settings, "sqlalchemy.")
    DBSession.configure(bind=engine)
    Base.metadata.create_all(engine)

    for seed in argv[2:]:
        subprocess.check_call("psql '%s' -v ON_ERROR_STOP=1 -f %s" % (settings["sqlalchemy.url"], seed), shell=True)

    if input("create admin user? [y/N] ").lower().startswith("y"):
        login = input("login: ")
        password = getpass.getpass("password: ")
        DBSession.add(User(login=login, password_hash=hash_password(password), role="admin"))
        DBSession.commit()
