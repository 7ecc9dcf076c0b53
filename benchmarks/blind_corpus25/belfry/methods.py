import cherrypy

from . import notation, storage


class Methods:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def index(self, stage="6"):
        cur = storage.conn().execute("SELECT name, notation FROM methods WHERE stage = ?", (int(stage),))
        return storage.rows(cur)

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def score(self, composition, weighting="1"):
        # weightings like "changes * 1.5 + calls" let conductors rank compositions
        stats = {"changes": len(composition), "calls": composition.count("-")}
        value = eval(weighting, {}, stats)
        return {"score": value}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def lead_heads(self, heads="[]"):
        return {"heads": notation.parse_lead_heads(heads)}
