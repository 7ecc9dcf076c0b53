class Globals(object):
    """Container for objects available throughout the life of the application."""

    def __init__(self, config):
        self.payment_gateway = 'https://pay.gateway-eu.example/api/v1'
        self.payment_merchant_id = 'ACME-SHOP-0042'
        self.payment_api_secret = 'b7Q2mZx9Lr4Tt1Vw8Ny3Kp6Hs0Dj5Fg'
        self.export_dir = config.get('shop.export_dir', '/srv/shop/exports')
