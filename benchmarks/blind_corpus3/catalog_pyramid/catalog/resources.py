"""Traversal resource tree: / -> categories -> products."""
from pyramid.security import Allow, Authenticated, Everyone

from catalog.models import Category, DBSession, Product


class Root(object):
    __name__ = ""
    __parent__ = None
    __acl__ = [(Allow, Everyone, "view"), (Allow, Authenticated, "edit")]

    def __init__(self, request):
        self.request = request

    def __getitem__(self, key):
        if key == "c":
            return CategoryContainer(self)
        if key == "suppliers":
            return SupplierContainer(self)
        raise KeyError(key)


class CategoryContainer(object):
    __name__ = "c"

    def __init__(self, parent):
        self.__parent__ = parent

    def __getitem__(self, slug):
        cat = DBSession.query(Category).filter_by(slug=slug).first()
        if cat is None:
            raise KeyError(slug)
        return CategoryResource(cat, self)


class CategoryResource(object):
    def __init__(self, category, parent):
        self.category = category
        self.__name__ = category.slug
        self.__parent__ = parent

    def __getitem__(self, sku):
        prod = DBSession.query(Product).filter_by(sku=sku, category_id=self.category.id).first()
        if prod is None:
            raise KeyError(sku)
        return ProductResource(prod, self)


class ProductResource(object):
    def __init__(self, product, parent):
        self.product = product
        self.__name__ = product.sku
        self.__parent__ = parent


class SupplierContainer(object):
    __name__ = "suppliers"

    def __init__(self, parent):
        self.__parent__ = parent

    def __getitem__(self, key):
        raise KeyError(key)
