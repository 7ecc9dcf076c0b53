import json

import cherrypy
import jsonpickle
from lxml import etree

from . import db
from .base import BasePage


class ImportPage(BasePage):
    title = "Import"

    @cherrypy.expose
    def customers_xml(self, upload):
        """Bulk import of customers exported from the old ERP as XML."""
        self.require_role("admin")
        tree = etree.parse(upload.file)
        conn = db.connect()
        n = 0
        for c in tree.iter("customer"):
            conn.execute("INSERT INTO customers (name, email) VALUES (?, ?)", (c.findtext("name"), c.findtext("email")))
            n += 1
        conn.commit()
        return self.render(f"<p>imported {n} customers</p>")

    @cherrypy.expose
    def restore_preferences(self, upload):
        self.require_role("admin")
        prefs = jsonpickle.decode(upload.file.read())
        cherrypy.session["prefs"] = prefs
        return self.render("<p>preferences restored</p>")

    @cherrypy.expose
    def restore_preferences_json(self, upload):
        prefs = json.load(upload.file)
        cherrypy.session["prefs"] = {k: str(v) for k, v in prefs.items()}
        return self.render("<p>preferences restored</p>")
