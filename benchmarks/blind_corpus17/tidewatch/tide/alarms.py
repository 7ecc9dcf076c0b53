from tornado.ioloop import PeriodicCallback

from .meldungen import alarm_sperren

THRESHOLD_CM = 420


def check_levels(app):
    for station, levels in app.latest.items():
        if levels and levels[-1] > THRESHOLD_CM:
            alarm_sperren("%s %scm" % (station, levels[-1]))


def start(app):
    cb = PeriodicCallback(lambda: check_levels(app), 60_000)
    cb.start()
    return cb
