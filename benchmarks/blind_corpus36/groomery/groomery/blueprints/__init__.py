from . import bookings, gallery, pets, reports, shop, staff


def init_app(app):
    app.register_blueprint(bookings.bp)
    app.register_blueprint(pets.bp)
    app.register_blueprint(gallery.bp)
    app.register_blueprint(staff.bp)
    app.register_blueprint(shop.bp)
    app.register_blueprint(reports.bp)
