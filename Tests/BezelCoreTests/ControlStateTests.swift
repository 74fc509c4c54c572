import Testing
@testable import BezelCore
