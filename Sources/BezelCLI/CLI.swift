// The bezel command line.
import BezelCore
import BezelRaster
