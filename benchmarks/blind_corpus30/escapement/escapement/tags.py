import random

import cherrypy

from . import db

TIPS = ["Wind your watch at the same time each day.", "Avoid magnets.", "Service every five years."]


def claim_number():
    return "%d-%04d" % (random.randint(10, 99), random.randint(0, 9999))


class Tags:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def issue(self, job_id):
        number = claim_number()
        db.change("UPDATE jobs SET claim_no = ? WHERE id = ?", (number, int(job_id)))
        return {"claim": number, "tip": random.choice(TIPS)}
