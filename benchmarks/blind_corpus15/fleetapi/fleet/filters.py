from rest_framework.filters import BaseFilterBackend


class OdometerRangeFilter(BaseFilterBackend):
    def filter_queryset(self, request, queryset, view):
        low = request.query_params.get("min_km")
        if low:
            queryset = queryset.extra(where=[f"odometer_km >= {low}"])
        return queryset


class NearFilter(BaseFilterBackend):
    def filter_queryset(self, request, queryset, view):
        params = request.query_params
        if "lat" not in params or "lon" not in params:
            return queryset
        try:
            lat, lon = float(params["lat"]), float(params["lon"])
            radius = float(params.get("radius_m", 500))
        except ValueError:
            return queryset.none()
        return queryset.extra(where=["earth_box(ll_to_earth(%s, %s), %s) @> ll_to_earth(lat, lon)"], params=[lat, lon, radius])
