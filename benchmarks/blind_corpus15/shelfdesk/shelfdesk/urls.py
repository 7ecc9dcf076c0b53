from django.contrib import admin
from django.urls import path

from accounts import views as account_views
from catalog import views as catalog_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("search/", catalog_views.search, name="search"),
    path("isbn/<str:isbn>/", catalog_views.by_isbn, name="by-isbn"),
    path("shelf/", catalog_views.shelf_listing, name="shelf"),
    path("reports/authors/", catalog_views.author_report, name="author-report"),
    path("marc/import/", catalog_views.import_marc, name="marc-import"),
    path("marc/preview/", catalog_views.preview_marc, name="marc-preview"),
    path("accounts/login/", account_views.login_view, name="login"),
    path("accounts/logout/", account_views.logout_view, name="logout"),
    path("accounts/theme/", account_views.set_theme, name="theme"),
]
