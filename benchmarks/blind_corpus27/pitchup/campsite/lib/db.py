import web

from .. import config

db = web.database(dbn="sqlite", db=config.DB_FILE)


def pitches_with(feature):
    return db.select("pitches", where="features LIKE $pat", vars={"pat": "%" + feature + "%"})


def pitches_by_field(field, value):
    return db.select("pitches", where="%s = '%s'" % (field, value))
