import os

import web

render = web.template.render(os.path.join(os.path.dirname(__file__), "templates"), base="layout")
