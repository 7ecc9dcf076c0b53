import ast
import json

import cherrypy

BASE_RATES = {"service": 180.0, "battery": 15.0, "crystal": 45.0, "pressure_test": 20.0}


class Rates:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def quote(self, work="service", adjust="price"):
        price = BASE_RATES.get(work, BASE_RATES["service"])
        final = eval(adjust, {"__builtins__": {}}, {"price": price})
        return {"work": work, "price": round(final, 2)}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def checklist(self, items="()"):
        steps = ast.literal_eval(items)
        return {"steps": [str(s) for s in steps][:30]}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def bundle(self):
        items = json.loads(cherrypy.request.body.read())
        return {"total": sum(BASE_RATES.get(i, 0) for i in items)}
