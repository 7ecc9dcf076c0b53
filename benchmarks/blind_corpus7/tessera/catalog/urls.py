from django.urls import path

from . import cbv, views

urlpatterns = [
    path("", views.home, name="home"),
    path("search/", views.search, name="search"),
    path("c/<str:slug>/", views.category, name="category"),
    path("top/", views.top_rated, name="top-rated"),
    path("p/<str:sku>/", views.product_detail, name="product"),
    path("compare/", views.compare, name="compare"),
    path("welcome/", views.welcome_banner),
    path("newsletter/preview/", views.newsletter_preview),
    path("products/", cbv.ProductListView.as_view()),
    path("p/<str:sku>/review/", cbv.ReviewCreateView.as_view()),
    path("reviews/<int:pk>/snippet/", cbv.ReviewSnippetView.as_view()),
    path("staff/import-image/", cbv.ImportImageView.as_view()),
    path("staff/cdn-sync/<str:sku>/", cbv.CdnSyncView.as_view()),
]
