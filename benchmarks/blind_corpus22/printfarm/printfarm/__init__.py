"""printfarm: spools, slices and accounts 3D print jobs for the makerspace."""
