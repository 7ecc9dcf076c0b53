import os

from pylons.configuration import PylonsConfig
from sqlalchemy import engine_from_config

import shop.lib.app_globals as app_globals
import shop.lib.helpers
from shop.config.routing import make_map
from shop.model import meta


def load_environment(global_conf, app_conf):
    config = PylonsConfig()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    paths = dict(root=root,
                 controllers=os.path.join(root, 'controllers'),
                 static_files=os.path.join(root, 'public'),
                 templates=[os.path.join(root, 'templates')])
    config.init_app(global_conf, app_conf, package='shop', paths=paths)
    config['routes.map'] = make_map(config)
    config['pylons.app_globals'] = app_globals.Globals(config)
    config['pylons.h'] = shop.lib.helpers
    config['beaker.session.secret'] = 'shop-beaker-5f1d9c0e7a'
    config['beaker.session.httponly'] = True
    config['beaker.session.secure'] = True
    engine = engine_from_config(config, 'sqlalchemy.')
    meta.Session.configure(bind=engine)
    return config
