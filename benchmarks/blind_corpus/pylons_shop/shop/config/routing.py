from routes import Mapper


def make_map(config):
    map = Mapper(directory=config['pylons.paths']['controllers'],
                 always_scan=config['debug'])
    map.minimization = False
    map.connect('/error/{action}', controller='error')
    map.connect('/search', controller='catalog', action='search')
    map.connect('/product/{id}', controller='catalog', action='show')
    map.connect('/cart/{action}', controller='cart')
    map.connect('/admin/{action}', controller='admin')
    map.connect('/feeds/{action}', controller='feeds')
    return map
