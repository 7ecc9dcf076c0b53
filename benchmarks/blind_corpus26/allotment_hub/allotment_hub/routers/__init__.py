from . import auth, documents, harvest, maps, plots, waiting_list

ALL = [auth.router, plots.router, waiting_list.router, documents.router, harvest.router, maps.router]
